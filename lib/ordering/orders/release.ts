import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { orders } from '@/lib/db/schema';
import type { OrderRow } from './read';
import { changeStatus } from './status';
import { systemActor } from './timeline';

const batchSize = 100;

/** Cancels a gateway order that was not paid and gives its stock back; a paid one is left alone. */
export async function releaseUnpaid(
  tx: Transaction,
  row: OrderRow,
  note: string,
  payment: 'failed' | 'cancelled',
): Promise<OrderRow> {
  if (row.status !== 'pending_payment' || row.paymentStatus === 'paid') return row;
  return changeStatus(tx, row, 'cancelled', { note, payment, actor: systemActor('SSLCommerz') });
}

const isDue = sql`${orders.status} = 'pending_payment' AND ${orders.expiresAt} <= now()`;

/**
 * Gateway orders still unpaid when their time is up go back to stock, one transaction
 * each. Each order's own job does it at its expiry; the minute's sweep and
 * `npm run orders:release` catch any that were missed.
 */
export async function releaseExpiredOrders(): Promise<number> {
  const db = getDb();
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(isDue)
    .orderBy(asc(orders.expiresAt))
    .limit(batchSize);
  let released = 0;
  for (const { id } of due) {
    released += await writeTransaction(async (tx) => {
      // Locking re-reads the row: a payment settled meanwhile makes it no longer due.
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isDue))
        .for('update');
      if (!row) return 0;
      await releaseUnpaid(tx, row, 'Payment not received in time; stock released', 'cancelled');
      return 1;
    });
  }
  return released;
}

/** The gateway reported a failed or cancelled payment: the order stops waiting for it. */
export async function releaseByTranId(
  tranId: string,
  note: string,
  payment: 'failed' | 'cancelled',
): Promise<OrderRow | undefined> {
  return writeTransaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.tranId, tranId)).for('update');
    return row && releaseUnpaid(tx, row, note, payment);
  });
}
