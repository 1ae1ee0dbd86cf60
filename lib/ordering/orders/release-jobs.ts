import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { writeTransaction } from '@/lib/db/write-transaction';
import { orders } from '@/lib/db/schema';
import type { JobPayload } from '@/lib/jobs/payloads';
import { releaseExpiredOrders, releaseUnpaid } from './release';

/**
 * An unpaid gateway order's own release, queued for its expiry when it is placed. A payment
 * settled meanwhile leaves nothing to do; the lock re-reads the row to know.
 */
export async function releaseOrderJob({ orderId: id }: JobPayload<'release-order'>): Promise<void> {
  await writeTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), sql`${orders.expiresAt} <= now()`))
      .for('update');
    if (!row) return;
    await releaseUnpaid(tx, row, 'Payment not received in time; stock released', 'cancelled');
  });
}

/** The minute's sweep: any lapsed order whose own job was lost or late is released too. */
export async function releaseExpiredOrdersJob(): Promise<void> {
  await releaseExpiredOrders();
}
