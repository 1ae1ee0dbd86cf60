import 'server-only';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '@/lib/db/schema';
import type { ProductOrdering } from '@/lib/validation';
import type { SearchPlan } from './search/search-sql';
import { searchOrder } from './search/search-sql';

// NULLS LAST as in products_active_created_idx, or PostgreSQL will not read that index in order.
export const newestFirst = [
  sql`${products.createdAt} desc nulls last`,
  sql`${products.id} desc nulls last`,
];

/**
 * ORDER BY for a listing, always ending in the id so that pages never overlap. Without
 * an explicit ordering a search is ranked by relevance, anything else is newest first.
 */
export function productOrder(ordering: ProductOrdering | undefined, search?: SearchPlan): SQL[] {
  switch (ordering) {
    case 'price':
      return [sql`${products.minPrice} asc nulls last`, asc(products.id)];
    case '-price':
      return [sql`${products.minPrice} desc nulls last`, desc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case '-created_at':
      return newestFirst;
    case undefined:
      return search ? [...searchOrder(search), ...newestFirst] : newestFirst;
  }
}
