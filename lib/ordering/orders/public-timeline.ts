import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { store } from '@/lib/config';
import type { Database } from '@/lib/db/client';
import { orderEvents } from '@/lib/db/schema';
import type { OrderTimelineEntry } from './types';

/**
 * The orders' timelines as their shoppers see them, oldest first, by order id: public
 * events only (staff notes never), and staff members named as the store, not by name.
 */
export async function publicTimelines(
  db: Database,
  orderIds: number[],
): Promise<Map<number, OrderTimelineEntry[]>> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.isPublic, true)))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.id));
  const byOrder = new Map<number, OrderTimelineEntry[]>(orderIds.map((id) => [id, []]));
  for (const event of rows) {
    byOrder.get(event.orderId)?.push({
      kind: event.kind,
      status: event.toStatus,
      note: event.note,
      by: event.actorUserId === null ? event.actorLabel : store.name,
      at: event.createdAt.toISOString(),
    });
  }
  return byOrder;
}
