import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { wasUsedAt, limits, consume } from '@/lib/identity';
import { orders } from '@/lib/db/schema';
import type { OrderRow } from './read';

/**
 * Whether a repeat of a guest's order carries the proof the order was placed with: the
 * checkout code that its own transaction used up (so at the same now() as its created_at).
 * Only then is the order answered again, with the cookie that lets the browser read it.
 * Tries are counted per order: 5 every 15 minutes, as a fresh code allows.
 */
export async function placedWithCode(order: OrderRow, otp: string | undefined): Promise<boolean> {
  if (!otp) return false;
  await consume(`guest-order-proof:${order.id}`, limits.guestOrderProofsPerOrder);
  const placedAt = sql`(SELECT ${orders.createdAt} FROM ${orders} WHERE ${eq(orders.id, order.id)})`;
  return wasUsedAt('checkout', order.contactPhone, otp, placedAt);
}
