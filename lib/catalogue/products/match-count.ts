import 'server-only';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categoryProductCounts, products } from '@/lib/db/schema';
import { productConditions } from './product-conditions';
import type { ProductFilters } from './resolve-filters';

/** Filters that narrow by state and categories alone, which the kept counts answer. */
function narrowsByCategoryAlone(filters: ProductFilters): boolean {
  return (
    filters.attributeGroups.length === 0 &&
    filters.tagIds === undefined &&
    filters.tagSlugIds === undefined &&
    filters.lowrange === undefined &&
    filters.heighrange === undefined &&
    filters.search === undefined
  );
}

/** The kept counts of the matching categories: a few rows instead of every product. */
function keptCount(db: Database, filters: ProductFilters) {
  const conditions = [eq(categoryProductCounts.isActive, filters.isActive)];
  for (const ids of [filters.scopeIds, filters.categoryIds]) {
    if (ids) conditions.push(inArray(categoryProductCounts.mainCategoryId, ids));
  }
  return db
    .select({ count: sql`coalesce(sum(${categoryProductCounts.productCount}), 0)` })
    .from(categoryProductCounts)
    .where(and(...conditions));
}

/**
 * How many products match the filters, as one SQL query (a scalar subquery for a page's
 * SELECT, or a statement of its own); exact either way.
 */
export function matchCountQuery(db: Database, filters: ProductFilters): SQL {
  const query = narrowsByCategoryAlone(filters)
    ? keptCount(db, filters)
    : db.select({ count: count() }).from(products).where(productConditions(filters));
  return sql`(${query})`;
}

export async function countMatches(db: Database, filters: ProductFilters): Promise<number> {
  const { rows } = await db.execute<{ count: string | number }>(
    sql`select ${matchCountQuery(db, filters)} as count`,
  );
  return Number(rows[0]?.count ?? 0);
}
