import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { orderItems, orders } from '@/lib/db/schema';
import { orderRules } from '@/lib/config';
import { publicTimelines } from './public-timeline';
import { advancePaid } from './advance';
import { readLineStages, type AtelierStageView } from '../atelier/read-stages';
import type { Order, OrderItem, OrderItemStage, OrderTimelineEntry } from './types';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Statuses in which the parcel has left: its tracking code is the shopper's to follow. */
const afterShipping = new Set<OrderRow['status']>(['shipped', 'delivered', 'returned']);

const trackingOf = (row: OrderRow): Order['tracking'] =>
  afterShipping.has(row.status) && row.courier && row.trackingCode
    ? { courier: row.courier, code: row.trackingCode }
    : null;

const advanceOf = (row: OrderRow): Order['advance'] =>
  row.advanceAmount > 0
    ? {
        amount: row.advanceAmount,
        paid: advancePaid(row),
        due_on_delivery: row.total - row.advanceAmount,
      }
    : null;

const doneStages = (stages: AtelierStageView[]): OrderItemStage[] =>
  stages.flatMap(({ stage, doneOn, photo }) => (doneOn ? [{ stage, done_on: doneOn, photo }] : []));

const toItem = (row: ItemRow, stages?: AtelierStageView[]): OrderItem => ({
  id: row.variantId,
  name: row.name,
  size: row.size,
  colour: row.colour,
  price: row.unitPrice,
  quantity: row.quantity,
  line_total: row.lineTotal,
  ...(row.measurements && { made_to_measure: true as const }),
  ...(stages && { atelier: doneStages(stages) }),
});

export const toOrder = (
  row: OrderRow,
  items: ItemRow[],
  timeline: OrderTimelineEntry[],
  stages: Map<number, AtelierStageView[]> = new Map(),
): Order => ({
  number: row.number,
  status: row.status,
  items: items.map((item) => toItem(item, stages.get(item.id))),
  subtotal: row.subtotal,
  discount: row.discountCode ? { code: row.discountCode, amount: row.discountAmount } : null,
  delivery_charge: row.deliveryCharge,
  total: row.total,
  delivery: row.delivery,
  payment: {
    method: row.paymentMethod,
    status: row.paymentStatus,
    ...(row.emi && { instalments: { months: row.emiMonths } }),
  },
  advance: advanceOf(row),
  contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
  address: {
    division: row.division,
    district: row.district,
    area: row.area,
    line: row.addressLine,
  },
  created_at: row.createdAt.toISOString(),
  tracking: trackingOf(row),
  timeline,
  delivery_dates: {
    occasion: row.occasion,
    need_by: row.needBy,
    earliest: row.earliestDelivery,
    promised: row.promisedDelivery,
  },
});

/** The orders with their items and public timelines, in the order given. */
export async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, timelines] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    publicTimelines(db, ids),
  ]);
  const stages = await readLineStages(
    db,
    items.filter((item) => item.measurements).map((item) => item.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      timelines.get(row.id) ?? [],
      stages,
    ),
  );
}

export async function orderWithItems(db: Database, row: OrderRow): Promise<Order> {
  return (await withItems(db, [row]))[0]!;
}

/** A shopper's own orders, newest first. */
export async function listOrders(userId: number): Promise<Order[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(orderRules.listLimit);
  return withItems(db, rows);
}

export async function findOrderRow(number: string): Promise<OrderRow | undefined> {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  return row;
}

export async function findOrderById(id: number): Promise<OrderRow | undefined> {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByTranId(tranId: string): Promise<OrderRow | undefined> {
  const [row] = await getDb().select().from(orders).where(eq(orders.tranId, tranId));
  return row;
}
