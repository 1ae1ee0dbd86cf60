import 'server-only';
import { eq } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { stockRules } from '@/lib/config';
import { variants } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { lowStockThresholdSchema } from '@/lib/catalogue/schemas/stock';
import { assertMayAdjustStock, variantNotFound } from './errors';
import { lockProductsOf } from './lock-products';

export type LowStockThreshold = {
  variantId: number;
  /** The variant's own threshold; null when it follows the store's default. */
  threshold: number | null;
  /** The threshold that applies: its own, or the store's default. */
  effective: number;
};

/**
 * Sets a variant's low-stock threshold, or (null) returns it to the store's default. No
 * shopper sees a threshold, so no cached page is expired.
 */
export async function setLowStockThreshold(
  actor: Actor,
  variantId: number,
  threshold: number | null,
): Promise<LowStockThreshold> {
  assertMayAdjustStock(actor);
  const input = parseWith(lowStockThresholdSchema, { variantId, threshold }, 'body');
  return writeTransaction(async (tx) => {
    // The variant's triggers update its product: the product is locked first, as everywhere.
    await lockProductsOf(tx, [input.variantId]);
    const [before] = await tx
      .select({ threshold: variants.lowStockThreshold })
      .from(variants)
      .where(eq(variants.id, input.variantId))
      .for('update');
    if (!before) throw variantNotFound();
    await tx
      .update(variants)
      .set({ lowStockThreshold: input.threshold })
      .where(eq(variants.id, input.variantId));
    await recordAudit(tx, actor, {
      action: 'stock.threshold',
      entity: 'variant',
      entityId: input.variantId,
      before: { lowStockThreshold: before.threshold },
      after: { lowStockThreshold: input.threshold },
    });
    return {
      variantId: input.variantId,
      threshold: input.threshold,
      effective: input.threshold ?? stockRules.defaultLowStockThreshold,
    };
  });
}
