import 'server-only';
import { and, inArray } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { stockAlerts } from '@/lib/db/schema';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { waiting } from './waiting';

type Movement = { variantId: number; delta: number; stockAfter: number };

/**
 * Queues the "back in stock" message of every variant that a stock change brought back
 * from none and that someone waits for, in the transaction of the change: pieces received,
 * a count, a cancelled order's pieces put back alike.
 */
export async function queueStockAlerts(tx: Transaction, movements: Movement[]): Promise<void> {
  const back = movements
    .filter(({ delta, stockAfter }) => delta > 0 && stockAfter > 0 && stockAfter - delta <= 0)
    .map(({ variantId }) => variantId);
  if (back.length === 0) return;
  const awaited = await tx
    .selectDistinct({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(and(waiting, inArray(stockAlerts.variantId, back)));
  for (const { variantId } of awaited) {
    await enqueueJob('notify-back-in-stock', { variantId }, { tx });
  }
}
