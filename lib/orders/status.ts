import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import type { Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { orderEvents, orders } from '@/lib/db/schema';
import { orderNotFound } from './errors';
import type { OrderRow } from './read';
import { restoreStock } from './stock';
import { canTransition, returnsStock } from './transitions';
import type { OrderStatus, PaymentStatus } from './values';

export const invalidTransition = (from: OrderStatus, to: OrderStatus) =>
  new ApiError({
    status: 409,
    code: 'invalid_transition',
    message: `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
  });

/** The order, locked until the transaction ends, so status changes happen one at a time. */
export async function lockOrder(tx: Transaction, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** A note in the order's history without a change of status. */
export async function noteEvent(tx: Transaction, row: OrderRow, note: string): Promise<void> {
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, fromStatus: row.status, toStatus: row.status, note });
}

/**
 * Moves a locked order to `to` when the table allows it (with the payment status it will
 * have), gives its stock back when it ends before shipping, and writes the history.
 */
export async function changeStatus(
  tx: Transaction,
  row: OrderRow,
  to: OrderStatus,
  note: string,
  payment: PaymentStatus = row.paymentStatus,
): Promise<OrderRow> {
  if (!canTransition(row.status, to, payment)) throw invalidTransition(row.status, to);
  if (returnsStock(row.status, to)) await restoreStock(tx, row.id);
  // Cash on delivery is paid when the parcel is handed over.
  const paymentStatus = to === 'delivered' && row.paymentMethod === 'cod' ? 'paid' : payment;
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus,
      paymentUrl: to === 'pending_payment' ? row.paymentUrl : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, row.id))
    .returning();
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, fromStatus: row.status, toStatus: to, note });
  return updated!;
}

/** For the staff side: moves the order named by `number` along the table. */
export async function updateOrderStatus(
  number: string,
  to: OrderStatus,
  note = '',
): Promise<OrderRow> {
  return writeTransaction(async (tx) => {
    const [found] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, number));
    const row = found && (await lockOrder(tx, found.id));
    if (!row) throw orderNotFound();
    return changeStatus(tx, row, to, note);
  });
}
