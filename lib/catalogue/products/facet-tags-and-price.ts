import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedName } from './localized-text';
import { count, max, min, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, tags } from '@/lib/db/schema';
import { productConditions } from './product-conditions';
import type { ProductFilters } from './resolve-filters';
import type { Facets } from './types';

/** Tags of the matching products, ignoring the tag and tagslug filters. */
export async function tagFacet(
  db: Database,
  filters: ProductFilters,
  locale: Locale = 'en',
): Promise<Facets['tags']> {
  const { rows } = await db.execute<Facets['tags'][number]>(sql`
      select t.id, ${localizedName(locale, 't')} as name, t.slug, m.count
      from (select u.tag_id, count(*)::int as count
            from (select unnest(${products.tagIds}) as tag_id from ${products}
                  where ${productConditions(filters, { tags: true })}) u
            group by u.tag_id) m
      join ${tags} t on t.id = m.tag_id
      order by t.name, t.id`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The price span of the matching products, ignoring lowrange and heighrange. */
export async function priceFacet(db: Database, filters: ProductFilters): Promise<Facets['price']> {
  // With only min() and max(), PostgreSQL walks a price index from its cheap end until a
  // row passes the filters: 50,000 rows for a category of dear lehengas. Counting too
  // makes it aggregate the matching rows (an index-only scan of products_facet_idx).
  const [row] = await db
    .select({ min: min(products.minPrice), max: max(products.maxPrice), count: count() })
    .from(products)
    .where(productConditions(filters, { price: true }));
  return { min: row?.min ?? null, max: row?.max ?? null };
}
