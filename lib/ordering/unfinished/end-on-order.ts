import 'server-only';
import { and, isNull, or, eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { unfinishedCheckouts } from '@/lib/db/schema';

type PlacedOrder = { id: number; contactPhone: string; userId: number | null };

/**
 * An order ends every open unfinished checkout of its phone or its account, in the order's
 * own transaction: no reminder goes after it, the desk stops listing it, and it counts as
 * recovered when a reminder or the desk's call came before it.
 */
export async function endUnfinishedCheckouts(tx: Transaction, order: PlacedOrder): Promise<void> {
  const samePhone = eq(unfinishedCheckouts.phone, order.contactPhone);
  const sameShopper =
    order.userId === null ? samePhone : or(samePhone, eq(unfinishedCheckouts.userId, order.userId));
  await tx
    .update(unfinishedCheckouts)
    .set({
      orderedAt: sql`now()`,
      orderId: order.id,
      recovered: sql`${unfinishedCheckouts.remindersSent} > 0 OR ${unfinishedCheckouts.calledAt} IS NOT NULL`,
    })
    .where(and(isNull(unfinishedCheckouts.orderedAt), sameShopper));
}
