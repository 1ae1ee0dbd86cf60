import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, productImages, products } from '@/lib/db/schema';
import type { ListQuery } from '@/lib/validation/catalog';
import { productConditions } from './product-conditions';
import { productOrder } from './product-order';
import type { ProductFilters } from './resolve-filters';
import {
  summaryFields,
  type ImageRow,
  type ProductImages,
  type SummaryRow,
} from './summary-fields';

export type OrderedPage = { rows: SummaryRow[]; images: ProductImages };

/**
 * One page of the matching products in the query's order (by relevance for a search),
 * with their photos, in one round trip. The photos are read in an outer query, for the
 * page's rows alone: in the page's own SELECT, PostgreSQL would read them for every row
 * that OFFSET skips too.
 */
export async function orderedPage(
  db: Database,
  filters: ProductFilters,
  query: Pick<ListQuery, 'ordering' | 'page' | 'page_size'>,
): Promise<OrderedPage> {
  const order = productOrder(query.ordering, filters.search);
  const { categoryName, categorySlug, ...productFields } = summaryFields;
  const page = db
    .select({
      ...productFields,
      // Aliased: both tables have a name and a slug, and the outer query reads them by name.
      categoryName: sql<string>`${categoryName}`.as('category_name'),
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
      images: sql<ImageRow[]>`(
        select coalesce(json_agg(json_build_object('photo', i.path, 'alt', i.alt)
                                 order by i.position), '[]'::json)
        from ${productImages} i where i.product_id = page.id)`,
    })
    .from(page)
    .orderBy(ordinal);
  const images: ProductImages = new Map();
  const rows = found.map(({ row, images: photos }) => {
    images.set(row.id, photos);
    return row;
  });
  return { rows, images };
}
