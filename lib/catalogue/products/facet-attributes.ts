import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedName } from './localized-text';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  attributes,
  attributeValues,
  attributeValueSwatches,
  products,
  variants,
} from '@/lib/db/schema';
import { productConditions } from './product-conditions';
import type { ProductFilters } from './resolve-filters';
import { sizeAttributeSlug } from './size-attribute';
import type { Facets } from './types';

type AttributeFacet = Facets['attributes'][number];

type ValueCount = {
  attributeId: number;
  attributeName: string;
  attributeSlug: string;
  attributePosition: number;
  id: number;
  name: string;
  slug: string;
  count: number;
  swatch: string | null;
};

/**
 * A product counts for a size only with a variant of that size in stock, as the size
 * filter finds it (lib/catalogue/products/product-conditions.ts); other values count as linked.
 */
const countsForValue = sql`(not exists (select 1 from ${attributeValues} sv
    join ${attributes} sa on sa.id = sv.attribute_id
    where sv.id = u.value_id and sa.slug = ${sizeAttributeSlug})
  or exists (select 1 from ${variants}
    where ${variants.productId} = u.product_id and ${variants.stock} > 0
      and ${variants.sizeValueId} = u.value_id))`;

/**
 * Counts the values in the matching products' attribute_value_ids, then names the few
 * counted values.
 */
async function countValues(db: Database, where: SQL, attributeCondition: SQL, locale: Locale) {
  const { rows } = await db.execute<ValueCount>(sql`
    select a.id as "attributeId", ${localizedName(locale, 'a')} as "attributeName", a.slug as "attributeSlug",
           a.position as "attributePosition", v.id, ${localizedName(locale, 'v')} as name, v.slug, m.count,
           sw.colour as swatch
    from (select u.value_id, count(*)::int as count
          from (select ${products.id} as product_id,
                       unnest(${products.attributeValueIds}) as value_id
                from ${products} where ${where}) u
          where ${countsForValue}
          group by u.value_id) m
    join ${attributeValues} v on v.id = m.value_id
    join ${attributes} a on a.id = v.attribute_id
    left join ${attributeValueSwatches} sw on sw.attribute_value_id = v.id
    where ${attributeCondition}
    order by a.position, a.id, v.position, v.id`);
  return rows;
}

/**
 * Value counts per attribute. An attribute being filtered on is counted without its own
 * filter (so its other values stay choosable); all the others share one query.
 */
export async function attributeFacet(
  db: Database,
  filters: ProductFilters,
  locale: Locale = 'en',
): Promise<AttributeFacet[]> {
  const filtered = filters.attributeGroups.map((group) => group.attributeId);
  const others = filtered.length ? sql`a.id <> all(${sql.param(filtered)}::int[])` : sql`true`;
  const queries = [
    countValues(db, productConditions(filters), others, locale),
    ...filtered.map((attributeId) =>
      countValues(
        db,
        productConditions(filters, { attributeId }),
        sql`a.id = ${attributeId}`,
        locale,
      ),
    ),
  ];
  const rows = (await Promise.all(queries)).flat();
  rows.sort((a, b) => a.attributePosition - b.attributePosition || a.attributeId - b.attributeId);
  const facets = new Map<number, AttributeFacet>();
  for (const row of rows) {
    const facet = facets.get(row.attributeId) ?? {
      id: row.attributeId,
      name: row.attributeName,
      slug: row.attributeSlug,
      values: [],
    };
    const { id, name, slug, swatch } = row;
    facet.values.push({ id, name, slug, count: Number(row.count), ...(swatch && { swatch }) });
    facets.set(row.attributeId, facet);
  }
  return [...facets.values()];
}
