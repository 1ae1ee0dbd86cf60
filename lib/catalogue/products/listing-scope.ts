import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { occasionCategories, occasions } from '@/lib/db/schema';
import { categorySubtree } from './category-subtree';
import { CatalogNotFoundError } from './errors';
import { flattenTree, loadCategoryTree } from './load-categories';

/**
 * What a storefront listing shows before any filter: an occasion's categories or one
 * category, each with everything beneath. Not part of the API: its filters stay as the
 * contract says, and a scope only narrows them further.
 */
export type ListingScope = { occasion: string } | { category: string };

async function occasionSubtrees(db: Database, slug: string, includeHidden: boolean) {
  const rows = await db
    .select({ categoryId: occasionCategories.categoryId, occasionId: occasions.id })
    .from(occasions)
    .leftJoin(occasionCategories, eq(occasionCategories.occasionId, occasions.id))
    .where(eq(occasions.slug, slug));
  if (rows.length === 0) {
    throw new CatalogNotFoundError('category_not_found', `There is no occasion "${slug}".`);
  }
  const linked = new Set(rows.map((row) => row.categoryId));
  const roots = flattenTree(await loadCategoryTree(db, { includeHidden })).filter((node) =>
    linked.has(node.id),
  );
  return [...new Set(flattenTree(roots).map((node) => node.id))];
}

/** The ids of the categories a scope covers; an unknown occasion or category is a 404. */
export async function scopeCategoryIds(
  db: Database,
  scope: ListingScope,
  { includeHidden }: { includeHidden: boolean },
): Promise<number[]> {
  if ('occasion' in scope) return occasionSubtrees(db, scope.occasion, includeHidden);
  const ids = await categorySubtree(db, scope.category, { includeHidden });
  if (ids.length === 0) {
    throw new CatalogNotFoundError(
      'category_not_found',
      `There is no category "${scope.category}".`,
    );
  }
  return ids;
}
