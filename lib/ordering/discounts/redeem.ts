import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { discountCodes, discountRedemptions } from '@/lib/db/schema';
import type { AppliedDiscount } from './evaluate';
import { usesByCustomer } from './evaluate';
import { discountRefused, shopperRefusal } from './refusals';

export type Redemption = { orderId: number; customerKey: string };

/** Why the guarded count refused: the code was switched off, changed by staff, or ran out. */
async function whyNotCounted(tx: Transaction, discount: AppliedDiscount) {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, discount.codeId));
  if (!row?.isActive) return discountRefused(shopperRefusal({ reason: 'inactive' }));
  if (row.version !== discount.version) return discountRefused({ reason: 'changed' });
  return discountRefused(shopperRefusal({ reason: 'used_up' }));
}

/**
 * Counts one use of the code for the order, in the order's transaction, or refuses (and the
 * order with it). The guarded UPDATE takes the code's row lock, so concurrent orders using
 * it count one after the other and never past its limit; the customer's own uses are
 * counted under that same lock, so two orders of one shopper cannot both slip under theirs.
 * The code must still be the version its amount was worked out from.
 */
export async function redeemDiscount(
  tx: Transaction,
  discount: AppliedDiscount,
  { orderId, customerKey }: Redemption,
): Promise<void> {
  const [counted] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      sql`${discountCodes.id} = ${discount.codeId}
        AND ${discountCodes.version} = ${discount.version}
        AND ${discountCodes.isActive}
        AND (${discountCodes.usageLimit} IS NULL OR ${discountCodes.usedCount} < ${discountCodes.usageLimit})`,
    )
    .returning({ perCustomerLimit: discountCodes.perCustomerLimit });
  if (!counted) throw await whyNotCounted(tx, discount);
  const limit = counted.perCustomerLimit;
  if (limit !== null && (await usesByCustomer(tx, discount.codeId, customerKey)) >= limit) {
    throw discountRefused({ reason: 'already_used', limit });
  }
  await tx.insert(discountRedemptions).values({
    discountCodeId: discount.codeId,
    orderId,
    customerKey,
    amount: discount.amount,
  });
}

/**
 * Gives a cancelled order's use of its code back: the redemption goes and the code's count
 * comes down, in the cancellation's transaction. The order keeps the code and amount it
 * was placed with. Nothing happens for an order without one, or one already given back.
 */
export async function releaseDiscount(tx: Transaction, orderId: number): Promise<void> {
  const [released] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ codeId: discountRedemptions.discountCodeId });
  if (!released) return;
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
    .where(eq(discountCodes.id, released.codeId));
}
