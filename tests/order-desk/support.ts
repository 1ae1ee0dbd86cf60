import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, orderEvents, orders } from '@/lib/db/schema';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import type { OrderRow } from '@/lib/ordering/orders/read';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import type { Actor } from '@/lib/identity/staff/actor';
import { orderBody, variantBySku } from '@/tests/api/orders/support';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { createStaff } from '@/tests/stock/support';

export { createStaff, movementsOfOrder, refusal } from '@/tests/stock/support';

/** A cash-on-delivery order placed through the storefront's service: stock taken, `pending`. */
export async function placeCod(
  shopper: Shopper,
  items: { id: number; quantity: number }[],
  changes: object = {},
): Promise<string> {
  const placed = await placeOrder(orderBodySchema.parse(orderBody(items, changes)), {
    viewer: { id: shopper.id, isStaff: false },
    idempotencyKey: randomUUID(),
  });
  return placed.order.number;
}

let serial = 0;

/**
 * An order row written directly, for the list's filters: any status, payment, district or
 * moment, without stock or items (the list reads only the order).
 */
export async function insertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  serial += 1;
  const subtotal = values.subtotal ?? 10_000;
  const deliveryCharge = values.deliveryCharge ?? 80;
  const [row] = await getDb()
    .insert(orders)
    .values({
      number: `NJ-990101-${String(serial).padStart(5, '0')}`,
      status: 'pending',
      contactName: 'Farzana Haque',
      contactPhone: '+8801811111111',
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Dhanmondi',
      addressLine: 'Road 5',
      delivery: 'inside_dhaka',
      paymentMethod: 'cod',
      idempotencyScope: `test:${serial}`,
      requestHash: 'test',
      ...values,
      subtotal,
      deliveryCharge,
      total: subtotal + deliveryCharge,
    })
    .returning();
  return row!;
}

export async function orderRow(number: string): Promise<OrderRow> {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

/** The order's events but the messages sent (tests/order-desk/notify.test.ts has those), oldest first. */
export async function eventsOf(number: string) {
  const row = await orderRow(number);
  return getDb()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, row.id), ne(orderEvents.kind, 'message')))
    .orderBy(asc(orderEvents.id));
}

/** The audit entries about one order, oldest first. */
export const auditOfOrder = (number: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entityId, number)).orderBy(asc(auditLog.id));

export type DeskContext = { rina: Actor; shopper: Shopper; clutch: number; saree: number };

/**
 * What most desk suites start from, made once per engine: a staff member, a signed-in
 * shopper, and the ids of the clutch (AC_1-One) and the saree (SR-7-Free).
 */
export function deskContext(): DeskContext {
  const context = {} as DeskContext;
  beforeAll(async () => {
    context.rina = await createStaff(getDb(), 'Rina Akter');
    context.shopper = await createShopper(getDb(), 'ayesha@example.com');
    context.clutch = (await variantBySku('AC_1-One')).id;
    context.saree = (await variantBySku('SR-7-Free')).id;
  });
  return context;
}
