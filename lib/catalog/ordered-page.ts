import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import type { ListQuery } from '@/lib/validation/catalog';
import { productConditions } from './product-conditions';
import { productOrder } from './product-order';
import type { ProductFilters } from './resolve-filters';
import { summaryFields, type SummaryRow } from './summary-fields';

/** One page of the matching products in the query's order (by relevance for a search). */
export function orderedPage(
  db: Database,
  filters: ProductFilters,
  query: Pick<ListQuery, 'ordering' | 'page' | 'page_size'>,
): Promise<SummaryRow[]> {
  return db
    .select(summaryFields)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(productConditions(filters))
    .orderBy(...productOrder(query.ordering, filters.search))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
}
