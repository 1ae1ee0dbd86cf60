import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedColumn } from './localized-text';
import { asc } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';

export type CategoryRow = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  url: string | null;
  onlineVisible: boolean;
};

export type CategoryNode = CategoryRow & { children: CategoryNode[] };

/**
 * The category tree, depth first in menu order. Shoppers get only visible categories:
 * a hidden one hides everything beneath it too.
 */
export async function loadCategoryTree(
  db: Database,
  { includeHidden, locale = 'en' }: { includeHidden: boolean; locale?: Locale },
): Promise<CategoryNode[]> {
  const rows = await categoryRows(db, locale);
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const grow = (parentId: number | null): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => includeHidden || row.onlineVisible)
      .map((row) => ({ ...row, children: grow(row.id) }));
  return grow(null);
}

async function categoryRows(db: Database, locale: Locale): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: localizedColumn(locale, categories.name, categories.nameBn),
      slug: categories.slug,
      url: categories.url,
      onlineVisible: categories.onlineVisible,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Every node of a tree, parents before their children. */
export function flattenTree(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
