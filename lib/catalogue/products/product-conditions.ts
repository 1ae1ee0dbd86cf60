import 'server-only';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { products, variants } from '@/lib/db/schema';
import type { ProductFilters } from './resolve-filters';
import { searchCondition } from './search/search-sql';

/** Facets count what matches everything but themselves: these filters can be left out. */
export type LeaveOut = {
  category?: boolean;
  tags?: boolean;
  price?: boolean;
  attributeId?: number;
};

// The link tables' copies on products (GIN-indexed), so no subquery per product.
function hasAnyValue(valueIds: number[]): SQL {
  return sql`${products.attributeValueIds} && ${sql.param(valueIds)}::int[]`;
}

/** A size is found only where a variant of it is in stock. */
function hasSizeInStock(sizeValueIds: number[]): SQL {
  return sql`exists (select 1 from ${variants} where ${variants.productId} = ${products.id}
    and ${variants.stock} > 0 and ${variants.sizeValueId} = any(${sql.param(sizeValueIds)}::int[]))`;
}

function hasAnyTag(tagIds: number[]): SQL {
  return sql`${products.tagIds} && ${sql.param(tagIds)}::int[]`;
}

/** The WHERE clause over `products` for a listing, its count and its facets. */
export function productConditions(filters: ProductFilters, leaveOut: LeaveOut = {}): SQL {
  const conditions: SQL[] = [eq(products.isActive, filters.isActive)];
  if (filters.scopeIds) conditions.push(inArray(products.mainCategoryId, filters.scopeIds));
  if (filters.categoryIds && !leaveOut.category) {
    conditions.push(inArray(products.mainCategoryId, filters.categoryIds));
  }
  // PostgreSQL tests the conditions in the order written, each only on the rows that passed
  // the ones before; a group of fewer values usually passes fewer rows, so it goes first.
  const groups = [...filters.attributeGroups].sort((a, b) => a.valueIds.length - b.valueIds.length);
  for (const group of groups) {
    if (group.attributeId === leaveOut.attributeId) continue;
    conditions.push(hasAnyValue(group.valueIds));
    if (group.sizes) conditions.push(hasSizeInStock(group.valueIds));
  }
  if (!leaveOut.tags) {
    if (filters.tagIds) conditions.push(hasAnyTag(filters.tagIds));
    if (filters.tagSlugIds) conditions.push(hasAnyTag(filters.tagSlugIds));
  }
  // Price ranges overlap: the product's [min, max] meets [lowrange, heighrange].
  if (!leaveOut.price) {
    if (filters.lowrange !== undefined) conditions.push(gte(products.maxPrice, filters.lowrange));
    if (filters.heighrange !== undefined)
      conditions.push(lte(products.minPrice, filters.heighrange));
  }
  if (filters.search) conditions.push(searchCondition(filters.search));
  return and(...conditions)!;
}
