import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { stockVariantFields, type StockVariant } from './stock-variant-fields';

/** One variant as the stock pages show it; null when there is no such variant. */
export async function stockVariant(variantId: number): Promise<StockVariant | null> {
  if (!Number.isSafeInteger(variantId) || variantId < 1 || variantId > 2_147_483_647) return null;
  const [row] = await getDb()
    .select(stockVariantFields)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  return row ?? null;
}

/**
 * The variant whose SKU is exactly `sku`, in any case (what a scanner reads off a label);
 * null when none is, or when two differ only in case.
 */
export async function variantIdBySku(sku: string): Promise<number | null> {
  const wanted = sku.trim();
  if (wanted === '') return null;
  const rows = await getDb()
    .select({ id: variants.id })
    .from(variants)
    .where(sql`lower(${variants.sku}) = lower(${wanted})`)
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}
