import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { validationFailed } from '@/lib/domain-error';
import { idempotencyKeySchema, type OrderInput } from '@/lib/ordering/schemas/order';
import { idempotencyConflict } from './errors';
import type { OrderRow } from './read';

/** One order attempt: whose (`user:{id}` or `guest:{phone}`), its key, and what it asked for. */
export type Slot = { scope: string; key: string; hash: string };

/** A digest of what a request asked for, to tell a repeat from a different request. */
export const digestOf = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * A digest of what was ordered (the code a guest sends is not part of the order). A discount
 * code is, in any case: the same key with another code is another request. Without one the
 * digest is what it was before codes existed, so earlier orders still answer their repeats.
 */
export function requestHash(input: OrderInput): string {
  const { items, contact, address, delivery, payment } = input;
  const code = input.discount_code?.toLowerCase();
  return digestOf({
    items,
    contact,
    address,
    delivery,
    payment,
    ...(code ? { discount: code } : {}),
  });
}

export async function findInSlot(db: Database, slot: Slot): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, slot.scope), eq(orders.idempotencyKey, slot.key)));
  return row;
}

/** Holds the slot until the transaction ends, so a repeat waits for the first attempt's outcome. */
export async function lockSlot(tx: Transaction, slot: Slot): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${slot.scope}\n${slot.key}`}, 0))`,
  );
}

/** The earlier order of this slot when the request is the same; 409 when it asked for something else. */
export function sameRequest(earlier: OrderRow, slot: Slot): OrderRow {
  if (earlier.requestHash !== slot.hash) throw idempotencyConflict();
  return earlier;
}

/** The request's Idempotency-Key header, required for placing an order (400 without it). */
export function idempotencyKeyOf(request: Request): string {
  const parsed = idempotencyKeySchema.safeParse(
    request.headers.get('idempotency-key') ?? undefined,
  );
  if (!parsed.success) {
    throw validationFailed({ 'Idempotency-Key': parsed.error.issues[0]!.message });
  }
  return parsed.data;
}
