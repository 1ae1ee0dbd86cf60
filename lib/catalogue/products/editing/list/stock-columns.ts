import 'server-only';
import { sql } from 'drizzle-orm';
import { stockRules } from '@/lib/config';
import { products } from '@/lib/db/schema';
import type { StockState } from '@/lib/catalogue/schemas/product-editor';

/** Pieces in stock across the product's variants. */
export const totalStock = sql<number>`(
  select coalesce(sum(v.stock), 0)::int from variants v where v.product_id = ${products.id})`;

/** Some variant is at or below its own low-stock threshold, or the store's. */
const someVariantLow = sql`exists (
  select 1 from variants v where v.product_id = ${products.id}
    and v.stock <= coalesce(v.low_stock_threshold, ${stockRules.defaultLowStockThreshold}::int))`;

/**
 * One state per product: out when no variant has a piece (in_stock, kept by the variant
 * triggers), low when some variant is at or below its threshold (a sold-out size counts),
 * in stock otherwise.
 */
export const stockState = sql<StockState>`case
  when not ${products.inStock} then 'out'
  when ${someVariantLow} then 'low'
  else 'in_stock' end`;
