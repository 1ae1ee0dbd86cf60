import 'server-only';
import { asc, desc, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { products, variants } from '@/lib/db/schema';
import { lowStockQuerySchema, type LowStockQuery } from '@/lib/catalogue/schemas/stock';
import { matchingSearch } from './stock-variant-fields';
import { stockVariantPage, type StockVariantPage } from './stock-variant-page';

/**
 * The variants whose product name, product SKU or own SKU hold every word searched, of
 * every product (an archived piece may still be on a shelf): a product named exactly as
 * searched first, then by product name and size order; with no search, every variant.
 */
export async function findStockVariants(query: LowStockQuery = {}): Promise<StockVariantPage> {
  const { search, ...page } = parseWith(lowStockQuerySchema, query, 'query');
  const order = [asc(products.name), asc(products.id), asc(variants.position), asc(variants.id)];
  if (search !== undefined) order.unshift(desc(sql`lower(${products.name}) = lower(${search})`));
  return stockVariantPage(matchingSearch(search), order, page);
}
