import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { readSettings } from '@/lib/content';
import { releaseDiscount } from '@/lib/ordering/discounts/redeem';
import { orders } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { orderNotFound } from './errors';
import type { OrderRow } from './read';
import { restoreStock } from './stock';
import { recordOrderEvent, type OrderActor } from './timeline';
import { canTransition, returnsStock } from './transitions';
import type { OrderStatus, PaymentStatus } from './values';

const words = (status: OrderStatus) => status.replace('_', ' ');

export const invalidTransition = (from: OrderStatus, to: OrderStatus) =>
  new DomainError({
    kind: 'conflict',
    code: 'invalid_transition',
    message: `An order that is ${words(from)} cannot become ${words(to)}.`,
  });

/** The order, locked until the transaction ends, so status changes happen one at a time. */
export async function lockOrder(tx: Transaction, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The order named by `number`, locked; a number that names none is a 404. */
export async function lockOrderByNumber(tx: Transaction, number: string): Promise<OrderRow> {
  const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  const row = found && (await lockOrder(tx, found.id));
  if (!row) throw orderNotFound();
  return row;
}

/** A note in the order's history without a change of status. */
export async function noteEvent(
  tx: Transaction,
  row: OrderRow,
  note: string,
  actor?: OrderActor,
): Promise<void> {
  await recordOrderEvent(tx, row, { kind: 'note', note, actor });
}

export type StatusChange = {
  note?: string;
  actor?: OrderActor;
  /** The payment status the order will have (a gateway's verdict); unchanged by default. */
  payment?: PaymentStatus;
  /** Returned pieces go back to stock only when they can be sold again. */
  restock?: boolean;
  /** Anything the timeline should keep with the change (a courier and tracking code). */
  data?: Record<string, unknown>;
};

/**
 * Moves a locked order to `to` when the table allows it (with the payment status it will
 * have), gives its stock back when it ends before shipping or comes back resellable, gives
 * a cancelled order's discount-code use back, and writes the timeline.
 */
export async function changeStatus(
  tx: Transaction,
  row: OrderRow,
  to: OrderStatus,
  change: StatusChange = {},
): Promise<OrderRow> {
  const payment = change.payment ?? row.paymentStatus;
  if (!canTransition(row.status, to, payment)) throw invalidTransition(row.status, to);
  if (returnsStock(row.status, to)) await restoreStock(tx, row.id, 'order_cancelled');
  if (to === 'returned' && change.restock) await restoreStock(tx, row.id, 'order_returned');
  // A cancelled order gives its discount code's use back (docs/decisions.md 18).
  if (to === 'cancelled') await releaseDiscount(tx, row.id);
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
  if (to === 'delivered') await askForReviewsLater(tx, updated!);
  await recordOrderEvent(tx, updated!, {
    kind: 'status',
    from: row.status,
    status: to,
    note: change.note,
    actor: change.actor,
    data: change.data,
  });
  return updated!;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Queues the request for her reviews as many days after delivery as staff set (a returned
 * order by then gets none: the job checks). With 0 days it goes out at once.
 */
async function askForReviewsLater(tx: Transaction, row: OrderRow): Promise<void> {
  const { requestDelayDays } = await readSettings(tx, 'reviews');
  const startAfter =
    requestDelayDays > 0 ? new Date(Date.now() + requestDelayDays * dayMs) : undefined;
  await enqueueJob('review-request', { orderId: row.id }, { tx, startAfter });
}

/** Moves the order named by `number` along the table, in its own transaction. */
export async function updateOrderStatus(
  number: string,
  to: OrderStatus,
  change: StatusChange | string = {},
): Promise<OrderRow> {
  const given = typeof change === 'string' ? { note: change } : change;
  return writeTransaction(async (tx) =>
    changeStatus(tx, await lockOrderByNumber(tx, number), to, given),
  );
}
