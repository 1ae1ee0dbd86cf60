import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, unfinishedCheckouts } from '@/lib/db/schema';

/** An unfinished checkout that ended in an order after a reminder or the desk's call. */
export type RecoveredCheckout = {
  id: number;
  name: string;
  phone: string;
  orderNumber: string;
  orderTotal: number;
  orderedAt: Date;
  remindersSent: number;
  /** When the reminder still due found her ordered and sent nothing. */
  remindersEndedAt: Date | null;
  calledAt: Date | null;
};

const mostListed = 50;

/** The latest recovered checkouts, the newest order first, for the desk to see what worked. */
export async function listRecoveredCheckouts(): Promise<RecoveredCheckout[]> {
  const rows = await getDb()
    .select({
      id: unfinishedCheckouts.id,
      name: unfinishedCheckouts.name,
      phone: unfinishedCheckouts.phone,
      orderNumber: orders.number,
      orderTotal: orders.total,
      orderedAt: unfinishedCheckouts.orderedAt,
      remindersSent: unfinishedCheckouts.remindersSent,
      remindersEndedAt: unfinishedCheckouts.remindersEndedAt,
      calledAt: unfinishedCheckouts.calledAt,
    })
    .from(unfinishedCheckouts)
    .innerJoin(orders, eq(orders.id, unfinishedCheckouts.orderId))
    .where(eq(unfinishedCheckouts.recovered, true))
    .orderBy(desc(unfinishedCheckouts.orderedAt), desc(unfinishedCheckouts.id))
    .limit(mostListed);
  return rows.map((row) => ({ ...row, orderedAt: row.orderedAt! }));
}
