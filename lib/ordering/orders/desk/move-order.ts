import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import type { Transaction } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import {
  moveOrderOptionsSchema,
  type MoveOrderOptions,
  type MoveOrderOptionsInput,
} from '@/lib/ordering/schemas/order-desk';
import { queueStatusMessages } from '../notify-status';
import { setReviewHold } from '../review-hold';
import type { OrderRow } from '../read';
import { changeStatus, invalidTransition, lockOrderByNumber } from '../status';
import { canTransition } from '../transitions';
import type { OrderStatus } from '../values';
import {
  assertMayHandleOrders,
  courierOnlyWhenShipping,
  orderChanged,
  orderHeld,
  trackingNeeded,
} from './errors';
import { deskOrderNumber } from './order-number';

export type MovedOrder = {
  order: OrderRow;
  /** How many messages (SMS, e-mail) were queued to tell the shopper. */
  messages: number;
};

/** The courier and tracking code a hand-shipped parcel goes with: those given, else those booked. */
function carrierOf(row: OrderRow, options: MoveOrderOptions) {
  const courier = options.courier ?? row.courier;
  const trackingCode = options.trackingCode ?? row.trackingCode;
  if (!courier || !trackingCode) throw trackingNeeded();
  return { courier, trackingCode };
}

async function saveCarrier(tx: Transaction, row: OrderRow, carrier: ReturnType<typeof carrierOf>) {
  const [updated] = await tx
    .update(orders)
    .set({ ...carrier, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

async function move(
  tx: Transaction,
  actor: Actor,
  number: string,
  to: OrderStatus,
  options: MoveOrderOptions,
): Promise<MovedOrder> {
  const row = await lockOrderByNumber(tx, number);
  if (options.from && options.from !== row.status) throw orderChanged(row.status);
  // A move the table refuses is named as such before anything about its courier.
  if (!canTransition(row.status, to, row.paymentStatus)) throw invalidTransition(row.status, to);
  if (row.reviewHold && to !== 'cancelled') throw orderHeld();
  const carrier = to === 'shipped' ? carrierOf(row, options) : undefined;
  let moved = await changeStatus(tx, row, to, {
    actor,
    note: options.note || undefined,
    restock: options.restock,
    data: carrier,
  });
  if (carrier) moved = await saveCarrier(tx, moved, carrier);
  // A held order that is cancelled is no longer waiting for anyone's look.
  if (row.reviewHold) moved = await setReviewHold(tx, moved, null);
  await recordAudit(tx, actor, {
    action: 'order.status',
    entity: 'order',
    entityId: row.number,
    before: {
      status: row.status,
      paymentStatus: row.paymentStatus,
      ...(row.reviewHold && { reviewHold: row.reviewHold }),
    },
    after: {
      status: moved.status,
      paymentStatus: moved.paymentStatus,
      note: options.note,
      ...(to === 'returned' && { restock: options.restock }),
      ...carrier,
    },
  });
  const messages = options.notify ? await queueStatusMessages(tx, moved, to) : 0;
  return { order: moved, messages };
}

/**
 * A staff member moves an order along the status table (lib/ordering/orders/transitions.ts), in one
 * transaction with the order locked: two people pressing at once are served one after the
 * other, and the second finds the order already moved (409). A cancelled order's stock, or
 * a returned one's when `restock`, goes back once and its pieces' pages are expired after
 * commit (lib/ordering/orders/stock.ts). Shipping by hand keeps the courier and tracking code typed.
 */
export async function moveOrder(
  actor: Actor,
  number: string,
  to: OrderStatus,
  options: MoveOrderOptionsInput = {},
): Promise<MovedOrder> {
  assertMayHandleOrders(actor);
  const given = parseWith(moveOrderOptionsSchema, options, 'body');
  if (given.courier && to !== 'shipped') throw courierOnlyWhenShipping();
  const orderNumber = deskOrderNumber(number);
  return writeTransaction((tx) => move(tx, actor, orderNumber, to, given));
}
