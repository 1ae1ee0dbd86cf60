import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { formatBDT } from '@/lib/format/money';
import { gatewayAmount } from '../advance';
import { orders, payments } from '@/lib/db/schema';
import { latePaymentNotice } from '../notify';
import { sendMessage } from '@/lib/messaging';
import { writeTransaction } from '@/lib/db/write-transaction';
import { findOrderByTranId, type OrderRow } from '../read';
import { changeStatus, lockOrder, noteEvent } from '../status';
import { queueStatusMessages } from '../notify-status';
import { systemActor } from '../timeline';
import {
  type SslcommerzConfig,
  fetchValidation,
  gatewayVerdicts,
  type GatewayVerdicts,
  isRisky,
  judgeValidation,
  type ValidationAnswer,
} from '@/lib/payments';
import { logger } from '@/lib/log/logger';
import { keptAttribution } from '@/lib/measurement';
import { queueOrderPurchase } from '../measured-order';

export type Settlement = { order: OrderRow | undefined; paid: boolean };

const gateway = systemActor('SSLCommerz');

type Outcome = { row: OrderRow; news: 'confirmed' | 'late' | 'none' };

const paidStatus = (row: OrderRow) => (row.paymentMethod === 'cod' ? 'partially_paid' : 'paid');

/** A COD order's advance is paid: it waits for the confirmation call as any COD order. */
async function acceptAdvance(tx: Transaction, locked: OrderRow): Promise<OrderRow> {
  const row = await changeStatus(tx, locked, 'pending', {
    note: `Advance of ${formatBDT(locked.advanceAmount)} paid through SSLCommerz`,
    payment: 'partially_paid',
    actor: gateway,
  });
  await queueStatusMessages(tx, row, 'pending');
  return row;
}

/**
 * The gateway took the money but flagged the payment as risky: the order keeps waiting,
 * paid, off the expiry's list, until staff release or cancel it on the desk
 * (docs/decisions.md, "Payment and COD risk"). The shopper hears nothing yet.
 */
async function holdRiskyPayment(
  tx: Transaction,
  locked: OrderRow,
  verdicts: GatewayVerdicts,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: paidStatus(locked),
      reviewHold: 'risky_payment',
      expiresAt: null,
      paymentUrl: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, locked.id))
    .returning();
  const title = verdicts.riskTitle ?? `risk level ${verdicts.riskLevel}`;
  await noteEvent(tx, row!, `SSLCommerz flagged the payment (${title}): held for review`, gateway);
  return row!;
}

async function recordPayment(
  tx: Transaction,
  order: OrderRow,
  valId: string,
  answer: ValidationAnswer,
): Promise<Outcome> {
  const locked = (await lockOrder(tx, order.id))!;
  const verdicts = gatewayVerdicts(answer);
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: locked.id,
      provider: 'sslcommerz',
      valId,
      tranId: locked.tranId!,
      amount: gatewayAmount(locked),
      currency: 'BDT',
      status: String(answer.status),
      ...verdicts,
      raw: answer,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.valId] })
    .returning();
  // The same notification again: it was recorded the first time, nothing changes.
  if (!payment) return { row: locked, news: 'none' };
  if (locked.paymentStatus === 'paid' || locked.paymentStatus === 'partially_paid') {
    await noteEvent(tx, locked, `A second payment (${valId}) arrived; refund it`, gateway);
    return { row: locked, news: 'none' };
  }
  if (locked.status === 'pending_payment' && isRisky(verdicts)) {
    return { row: await holdRiskyPayment(tx, locked, verdicts), news: 'none' };
  }
  if (locked.status === 'pending_payment' && locked.paymentMethod === 'cod') {
    const row = await acceptAdvance(tx, locked);
    await queueOrderPurchase(tx, row, await keptAttribution(tx, row.id));
    return { row, news: 'confirmed' };
  }
  if (locked.status === 'pending_payment') {
    const row = await changeStatus(tx, locked, 'confirmed', {
      note: 'Paid through SSLCommerz',
      payment: 'paid',
      actor: gateway,
    });
    await queueStatusMessages(tx, row, 'confirmed');
    await queueOrderPurchase(tx, row, await keptAttribution(tx, row.id));
    return { row, news: 'confirmed' };
  }
  // Paid after the order lapsed and gave its stock back: it is not revived, it is refunded.
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: paidStatus(locked), updatedAt: sql`now()` })
    .where(eq(orders.id, locked.id))
    .returning();
  await noteEvent(tx, row!, 'Paid after the order was cancelled; refund due', gateway);
  await sendMessage(latePaymentNotice(row!), { tx, orderId: row!.id });
  return { row: row!, news: 'late' };
}

/**
 * Asks the validation API about `valId` and, only when it confirms this order's
 * transaction, amount (a COD order's advance, else its total) and currency, records the
 * payment and confirms the order (a COD order goes on to wait for the call), once:
 * a replayed notification finds its val_id recorded and changes nothing.
 */
export async function settlePayment(
  config: SslcommerzConfig,
  { valId, tranId }: { valId: string; tranId: string },
): Promise<Settlement> {
  const order = await findOrderByTranId(tranId);
  if (!order) return { order: undefined, paid: false };
  let answer: ValidationAnswer;
  try {
    answer = await fetchValidation(config, valId);
  } catch (error) {
    logger().error({ err: error, valId, order: order.number }, 'payment not validated');
    return { order, paid: false };
  }
  // A COD order's session asked for its advance: that, to the paisa, is what must be paid.
  const verdict = judgeValidation(answer, { tranId, total: gatewayAmount(order) });
  if (!verdict.paid) {
    logger().warn({ valId, order: order.number, reason: verdict.reason }, 'payment refused');
    return { order, paid: false };
  }
  const outcome = await writeTransaction((tx) => recordPayment(tx, order, valId, answer));
  return { order: outcome.row, paid: true };
}
