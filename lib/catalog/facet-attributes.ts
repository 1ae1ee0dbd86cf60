import 'server-only';
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { attributes, attributeValues, productAttributeValues, products } from '@/lib/db/schema';
import { productConditions } from './product-conditions';
import type { ProductFilters } from './resolve-filters';
import type { Facets } from './types';

type AttributeFacet = Facets['attributes'][number];

function countValues(db: Database, where: SQL) {
  return db
    .select({
      attributeId: attributes.id,
      attributeName: attributes.name,
      attributeSlug: attributes.slug,
      attributePosition: attributes.position,
      id: attributeValues.id,
      name: attributeValues.name,
      slug: attributeValues.slug,
      count: count(),
    })
    .from(productAttributeValues)
    .innerJoin(products, eq(products.id, productAttributeValues.productId))
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(where)
    .groupBy(attributes.id, attributeValues.id)
    .orderBy(
      asc(attributes.position),
      asc(attributes.id),
      asc(attributeValues.position),
      asc(attributeValues.id),
    );
}

/**
 * Value counts per attribute. An attribute being filtered on is counted without its own
 * filter (so its other values stay choosable); all the others share one query.
 */
export async function attributeFacet(
  db: Database,
  filters: ProductFilters,
): Promise<AttributeFacet[]> {
  const filtered = filters.attributeGroups.map((group) => group.attributeId);
  const queries = [
    countValues(
      db,
      and(
        productConditions(filters),
        filtered.length ? notInArray(attributes.id, filtered) : undefined,
      )!,
    ),
    ...filtered.map((attributeId) =>
      countValues(
        db,
        and(productConditions(filters, { attributeId }), inArray(attributes.id, [attributeId]))!,
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
    facet.values.push({ id: row.id, name: row.name, slug: row.slug, count: Number(row.count) });
    facets.set(row.attributeId, facet);
  }
  return [...facets.values()];
}
