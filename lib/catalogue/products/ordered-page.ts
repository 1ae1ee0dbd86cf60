import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import type { ListQuery } from '@/lib/validation';
import { countMatches, matchCountQuery } from './match-count';
import { productConditions } from './product-conditions';
import { productOrder } from './product-order';
import type { ProductFilters } from './resolve-filters';
import { imagesJson, summaryFields, type ProductImages, type SummaryRow } from './summary-fields';

export type OrderedPage = { rows: SummaryRow[]; images: ProductImages };

type PageQuery = Pick<ListQuery, 'ordering' | 'page' | 'page_size'>;

/**
 * One page of the matching products in the query's order (by relevance for a search),
 * with their photos, and, when asked, the number of all matches (an uncorrelated
 * subquery beside each row, which PostgreSQL runs once). The photos are read in an outer
 * query, for the page's rows alone: in the page's own SELECT, PostgreSQL would read them
 * for every row that OFFSET skips too.
 */
async function readPage(
  db: Database,
  filters: ProductFilters,
  query: PageQuery,
  matchCount: SQL = sql`null`,
) {
  const order = productOrder(query.ordering, filters.search);
  const { categoryName, categoryNameBn, categorySlug, ...productFields } = summaryFields;
  const page = db
    .select({
      ...productFields,
      // Aliased: both tables have a name and a slug, and the outer query reads them by name.
      categoryName: sql<string>`${categoryName}`.as('category_name'),
      categoryNameBn: sql<string | null>`${categoryNameBn}`.as('category_name_bn'),
      categorySlug: sql<string>`${categorySlug}`.as('category_slug'),
      ordinal: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ordinal'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(productConditions(filters))
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .as('page');
  const { ordinal, ...row } = page._.selectedFields;
  const found = await db
    .select({
      row,
      // Qualified by hand: drizzle writes a subquery's column bare, which here is i.id.
      images: imagesJson(sql`page.id`),
      total: sql<string | number | null>`${matchCount}`,
    })
    .from(page)
    .orderBy(ordinal);
  const images: ProductImages = new Map();
  const rows = found.map(({ row, images: photos }) => {
    images.set(row.id, photos);
    return row;
  });
  return { rows, images, total: found[0]?.total };
}

/** One page of the matching products, in one round trip. */
export async function orderedPage(
  db: Database,
  filters: ProductFilters,
  query: PageQuery,
): Promise<OrderedPage> {
  const { rows, images } = await readPage(db, filters, query);
  return { rows, images };
}

/**
 * One page and the number of all matches, in one round trip: the count rides along with
 * the page's rows. Only an empty page after the first needs a count of its own.
 */
export async function countedPage(
  db: Database,
  filters: ProductFilters,
  query: PageQuery,
): Promise<OrderedPage & { total: number }> {
  const { rows, images, total } = await readPage(db, filters, query, matchCountQuery(db, filters));
  if (rows.length > 0) return { rows, images, total: Number(total) };
  return { rows, images, total: query.page === 1 ? 0 : await countMatches(db, filters) };
}
