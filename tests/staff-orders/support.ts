import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { auditLog, orderEvents, orders, outboxMessages, users } from '@/lib/db/schema';
import type { StaffOrderInput } from '@/lib/ordering/schemas/staff-order';

export const dhakaAddress = {
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Dhanmondi',
  line: 'House 7, Road 4',
} as const;

export const caller = { name: 'Farzana Akter', phone: '01812345678' };

/** A phone order paid cash on delivery inside Dhaka, under a fresh form key. */
export const phoneOrder = (
  items: { id: number; quantity: number }[],
  changes: Partial<StaffOrderInput> = {},
): StaffOrderInput => ({
  idempotency_key: randomUUID(),
  source: 'phone',
  customer: caller,
  items,
  address: dhakaAddress,
  delivery: 'inside_dhaka',
  payment: 'cod',
  ...changes,
});

/** A shopper's account with a phone, proven or only claimed. */
export async function createAccount(
  db: Database,
  name: string,
  phone: string,
  { proven }: { proven: boolean },
): Promise<number> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ name, email, phone, phoneVerifiedAt: proven ? new Date() : null })
    .returning({ id: users.id });
  return row!.id;
}

export async function orderRow(number: string) {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  return row!;
}

export const timelineOf = (orderId: number) =>
  getDb()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));

export const auditOfOrder = (number: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entityId, number));

export const messagesOfOrder = (orderId: number) =>
  getDb()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(desc(outboxMessages.id));

export const countOrders = async () =>
  (await getDb().select({ id: orders.id }).from(orders)).length;
