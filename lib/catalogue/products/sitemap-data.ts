import 'server-only';
import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { flattenTree, loadCategoryTree } from './load-categories';
import { getOccasion, listOccasionSlugs } from './occasions';

export type Dated = { path: string; lastModified: Date };

export async function countActiveProducts(): Promise<number> {
  const [row] = await getDb()
    .select({ count: count() })
    .from(products)
    .where(eq(products.isActive, true));
  return Number(row?.count ?? 0);
}

/** Active product pages in a stable order (by id), one slice at a time. */
export async function activeProductPaths(offset: number, limit: number): Promise<Dated[]> {
  if (limit <= 0) return [];
  const rows = await getDb()
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ path: `/product/${row.slug}`, lastModified: row.updatedAt }));
}

const latest = (dates: (Date | undefined)[], fallback: Date) =>
  new Date(Math.max(fallback.getTime(), ...dates.map((date) => date?.getTime() ?? 0)));

/**
 * The listing pages (/shop, each occasion, each visible category with a link), each dated
 * by the last change to a category or an active product it shows.
 */
export async function listingPaths(): Promise<Dated[]> {
  const db = getDb();
  const [tree, changed, edited, occasionSlugs] = await Promise.all([
    loadCategoryTree(db, { includeHidden: false }),
    db
      .select({ categoryId: products.mainCategoryId, at: max(products.updatedAt) })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(products.mainCategoryId),
    db
      .select({ id: categories.id, at: categories.updatedAt })
      .from(categories)
      .where(and(isNotNull(categories.url), eq(categories.onlineVisible, true))),
    listOccasionSlugs(),
  ]);
  const productChange = new Map(changed.map((row) => [row.categoryId, row.at ?? undefined]));
  const ownChange = new Map(edited.map((row) => [row.id, row.at]));
  const epoch = new Date(0);
  // A listing changes with any product or category beneath it.
  const subtreeChange = new Map(
    flattenTree(tree).map((node) => [
      node.slug,
      latest(
        flattenTree([node]).flatMap((inner) => [
          productChange.get(inner.id),
          ownChange.get(inner.id),
        ]),
        epoch,
      ),
    ]),
  );
  const occasions = await Promise.all(occasionSlugs.map((slug) => getOccasion(slug)));
  return [
    { path: '/shop', lastModified: latest([...subtreeChange.values()], epoch) },
    ...occasions.flatMap((occasion) =>
      occasion
        ? [
            {
              path: `/occasion/${occasion.slug}`,
              lastModified: latest(
                occasion.categorySlugs.map((slug) => subtreeChange.get(slug)),
                epoch,
              ),
            },
          ]
        : [],
    ),
    ...flattenTree(tree).flatMap((node) =>
      node.url === null ? [] : [{ path: node.url, lastModified: subtreeChange.get(node.slug)! }],
    ),
  ];
}
