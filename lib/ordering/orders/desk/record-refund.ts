import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import type { Transaction } from '@/lib/db/client';
import { orderRefunds, orders } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { formatBDT } from '@/lib/format/money';
import { type Actor, recordAudit } from '@/lib/identity';
import { refundSchema, type RefundInput } from '@/lib/ordering/schemas/order-desk';
import { lockOrderByNumber } from '../status';
import { recordOrderEvent } from '../timeline';
import { fromPaisa, toPaisa } from '@/lib/format/paisa';
import type { PaymentStatus } from '../values';
import { assertMayHandleOrders, notRefundable, refundTooLarge } from './errors';
import { refundMethodLabels } from './labels';
import { deskOrderNumber } from './order-number';
import { queueRefund } from '@/lib/measurement';

export type RecordedRefund = {
  refundId: number;
  paymentStatus: PaymentStatus;
  /** Everything refunded on the order so far, this refund included. */
  refunded: number;
  /** What may still be refunded. */
  left: number;
};

const refundable = new Set<PaymentStatus>(['paid', 'partially_refunded']);

/** Paisa refunded on the order so far (the order is locked: no refund lands meanwhile). */
export async function refundedPaisa(tx: Transaction, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return toPaisa(Number(row?.sum ?? 0));
}

/**
 * Records money given back on a paid order (the transfer itself happens outside the
 * store): at most what was paid less what was refunded before, counted in paisa. The
 * order becomes partially refunded or refunded; its timeline says how much and how.
 */
export async function recordRefund(
  actor: Actor,
  number: string,
  input: RefundInput,
): Promise<RecordedRefund> {
  assertMayHandleOrders(actor);
  const refund = parseWith(refundSchema, input, 'body');
  const orderNumber = deskOrderNumber(number);
  return writeTransaction(async (tx) => {
    const row = await lockOrderByNumber(tx, orderNumber);
    if (!refundable.has(row.paymentStatus)) throw notRefundable(row.paymentStatus);
    const paid = toPaisa(row.total);
    const before = await refundedPaisa(tx, row.id);
    const amount = toPaisa(refund.amount);
    if (amount > paid - before) throw refundTooLarge(fromPaisa(paid - before));
    const after = before + amount;
    const paymentStatus = after === paid ? 'refunded' : 'partially_refunded';

    const [saved] = await tx
      .insert(orderRefunds)
      .values({ orderId: row.id, ...refund, actorUserId: actor.id })
      .returning({ id: orderRefunds.id });
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id))
      .returning();
    await recordOrderEvent(tx, updated!, {
      kind: 'refund',
      actor,
      note: `Refunded ${formatBDT(refund.amount)} by ${refundMethodLabels[refund.method]}`,
      data: { ...refund, refundId: saved!.id },
    });
    await queueRefund(tx, {
      orderId: row.id,
      number: row.number,
      source: row.source,
      amount: refund.amount,
      placedAt: row.createdAt,
    });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: row.number,
      before: { paymentStatus: row.paymentStatus, refunded: fromPaisa(before) },
      after: { paymentStatus, refunded: fromPaisa(after), ...refund },
    });
    return {
      refundId: saved!.id,
      paymentStatus,
      refunded: fromPaisa(after),
      left: fromPaisa(paid - after),
    };
  });
}
