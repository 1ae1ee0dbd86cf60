import 'server-only';
import { asc, count, eq, max, min } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { productTags, products, tags } from '@/lib/db/schema';
import { productConditions } from './product-conditions';
import type { ProductFilters } from './resolve-filters';
import type { Facets } from './types';

/** Tags of the matching products, ignoring the tag and tagslug filters. */
export async function tagFacet(db: Database, filters: ProductFilters): Promise<Facets['tags']> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, count: count() })
    .from(productTags)
    .innerJoin(products, eq(products.id, productTags.productId))
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(productConditions(filters, { tags: true }))
    .groupBy(tags.id)
    .orderBy(asc(tags.name), asc(tags.id));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The price span of the matching products, ignoring lowrange and heighrange. */
export async function priceFacet(db: Database, filters: ProductFilters): Promise<Facets['price']> {
  const [row] = await db
    .select({ min: min(products.minPrice), max: max(products.maxPrice) })
    .from(products)
    .where(productConditions(filters, { price: true }));
  return { min: row?.min ?? null, max: row?.max ?? null };
}
