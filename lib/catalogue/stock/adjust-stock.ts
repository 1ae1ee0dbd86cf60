import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { expireVariants } from '@/lib/catalogue/products/change-tags';
import { recordMovements } from '@/lib/catalogue/products/stock-movements';
import type { Transaction } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import {
  stockAdjustmentSchema,
  type AdjustmentReason,
  type StockAdjustment,
  type StockAdjustmentInput,
} from '@/lib/catalogue/schemas/stock';
import { assertMayAdjustStock, stockTooLow, variantNotFound } from './errors';
import { lockProductsOf } from './lock-products';

export type AppliedAdjustment = {
  movementId: number;
  variantId: number;
  reason: AdjustmentReason;
  /** What was applied: for a correction, the pieces counted less the pieces found. */
  delta: number;
  stockBefore: number;
  stockAfter: number;
};

/** Adds `delta` to the stock in one statement, unless that would go below zero. */
async function addToStock(tx: Transaction, variantId: number, delta: number) {
  const [row] = await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} + ${delta}` })
    .where(and(eq(variants.id, variantId), sql`${variants.stock} + ${delta} >= 0`))
    .returning({ stock: variants.stock });
  return row?.stock;
}

async function currentStock(tx: Transaction, variantId: number, lock: boolean) {
  const query = tx
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw variantNotFound();
  return row.stock;
}

/**
 * The change to apply. A change of so many pieces is added to whatever the stock is when
 * the UPDATE runs, so a concurrent order's change is never lost. A correction needs the
 * stock it replaces: the row is locked first, so no order can change it in between, and
 * the movement records the difference actually applied.
 */
async function deltaOf(tx: Transaction, input: StockAdjustment): Promise<number> {
  if (input.reason !== 'correction') return input.change;
  return input.counted - (await currentStock(tx, input.variantId, true));
}

async function apply(tx: Transaction, actor: Actor, input: StockAdjustment) {
  const { variantId, reason, note } = input;
  await lockProductsOf(tx, [variantId]);
  const delta = await deltaOf(tx, input);
  const stockAfter =
    delta === 0 ? await currentStock(tx, variantId, false) : await addToStock(tx, variantId, delta);
  if (stockAfter === undefined) throw stockTooLow(await currentStock(tx, variantId, false));
  const stockBefore = stockAfter - delta;

  const [movement] = await recordMovements(tx, [
    { variantId, delta, stockAfter, reason, note, actorId: actor.id },
  ]);
  await recordAudit(tx, actor, {
    action: 'stock.adjust',
    entity: 'variant',
    entityId: variantId,
    before: { stock: stockBefore },
    after: { stock: stockAfter, reason, delta, note },
  });
  // A count that found the stock right changes nothing a shopper sees.
  if (delta !== 0) afterCommit(tx, () => expireVariants([variantId]));
  return { movementId: movement!.id, variantId, reason, delta, stockBefore, stockAfter };
}

/**
 * A staff member adjusts one variant's stock with a reason: pieces received, sold in the
 * shop or damaged, or a correction to the pieces counted. The stock, its movement and the
 * audit entry are written in one transaction, and the product's pages expired once it has
 * committed; a change that would leave less than zero is refused with 409 `stock_too_low`,
 * naming the stock left, and writes nothing.
 */
export async function adjustStock(
  actor: Actor,
  input: StockAdjustmentInput,
): Promise<AppliedAdjustment> {
  assertMayAdjustStock(actor);
  const adjustment = parseWith(stockAdjustmentSchema, input, 'body');
  return writeTransaction((tx) => apply(tx, actor, adjustment));
}
