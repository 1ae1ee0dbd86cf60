import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { occasionCategories, occasions } from '@/lib/db/schema';
import { flattenTree, loadCategoryTree } from '@/lib/catalogue/products/load-categories';

export type OccasionName = { slug: string; name: string };

/** The category and every category above it, nearest first. */
async function lineage(db: Database, categoryId: number): Promise<number[]> {
  const nodes = flattenTree(await loadCategoryTree(db, { includeHidden: true }));
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const ids: number[] = [];
  for (
    let id: number | null | undefined = categoryId;
    id != null && !ids.includes(id);
    id = parentOf.get(id)
  ) {
    ids.push(id);
  }
  return ids;
}

/**
 * The occasions a product of this category is shown under. Occasions gather categories
 * (occasion_categories), not products: /occasion/{slug} lists the products of its
 * categories and everything beneath them. So a product's occasions follow its category.
 */
export async function occasionsOfCategory(
  db: Database,
  categoryId: number,
): Promise<OccasionName[]> {
  const ids = await lineage(db, categoryId);
  return db
    .selectDistinct({ slug: occasions.slug, name: occasions.name, position: occasions.position })
    .from(occasions)
    .innerJoin(occasionCategories, eq(occasionCategories.occasionId, occasions.id))
    .where(inArray(occasionCategories.categoryId, ids))
    .orderBy(asc(occasions.position), asc(occasions.slug))
    .then((rows) => rows.map(({ slug, name }) => ({ slug, name })));
}
