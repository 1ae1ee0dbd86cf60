import 'server-only';
import { count, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

/** The desk's queues: awaiting the confirmation call, packing, and handing to a courier. */
export const waitingStatuses = ['pending', 'confirmed', 'packed'] as const;
export type WaitingStatus = (typeof waitingStatuses)[number];

/** How many orders wait in each of the desk's queues (one grouped count). */
export async function ordersWaiting(): Promise<Record<WaitingStatus, number>> {
  const rows = await getDb()
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(inArray(orders.status, [...waitingStatuses]))
    .groupBy(orders.status);
  const counts: Record<WaitingStatus, number> = { pending: 0, confirmed: 0, packed: 0 };
  for (const row of rows) counts[row.status as WaitingStatus] = row.count;
  return counts;
}
