import 'server-only';
import { and, asc, ne, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { products, variants } from '@/lib/db/schema';
import { lowStockQuerySchema, type LowStockQuery } from '@/lib/catalogue/schemas/stock';
import { appliedThreshold, matchingSearch, type StockVariant } from './stock-variant-fields';
import { stockVariantPage, type StockVariantPage } from './stock-variant-page';

export type LowStockItem = StockVariant;
export type LowStockPage = StockVariantPage;

/**
 * Variants at or below their low-stock threshold, of products not archived (drafts are
 * being prepared for sale, so they count): the fewest pieces first, a page at a time.
 */
export async function lowStockList(query: LowStockQuery = {}): Promise<LowStockPage> {
  const { search, ...page } = parseWith(lowStockQuerySchema, query, 'query');
  const where = and(
    ne(products.status, 'archived'),
    sql`${variants.stock} <= ${appliedThreshold}`,
    matchingSearch(search),
  );
  const order = [asc(variants.stock), asc(products.name), asc(variants.position), asc(variants.id)];
  return stockVariantPage(where, order, page);
}
