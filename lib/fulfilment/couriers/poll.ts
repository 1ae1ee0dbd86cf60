import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { courierClient } from './clients';
import { applyCourierReport } from './follow';
import type { BookableCourier } from './names';
import { configuredCouriers, hasWebhook } from './settings';

/** Orders asked after per courier and run; the oldest news first, the rest next time. */
const batchSize = 100;

export type PollResult = { asked: number; changed: number; failed: number };

async function pollCourier(courier: BookableCourier, result: PollResult, errors: string[]) {
  const client = courierClient(courier);
  const shipped = await getDb()
    .select({ consignmentId: orders.consignmentId })
    .from(orders)
    .where(
      and(
        eq(orders.courier, courier),
        eq(orders.status, 'shipped'),
        isNotNull(orders.consignmentId),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(batchSize);
  for (const { consignmentId } of shipped) {
    try {
      const status = await client.status(consignmentId!);
      result.asked += 1;
      const outcome = await applyCourierReport({ courier, consignmentId: consignmentId!, status });
      if (outcome !== 'repeated') result.changed += 1;
    } catch (error) {
      result.failed += 1;
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
}

/**
 * Asks each configured courier that sends no webhook here after its shipped orders, and
 * takes any change into them (lib/fulfilment/couriers/follow.ts). One consignment that cannot be
 * asked does not stop the rest; when none could be asked at all, the run fails, so the
 * failed-jobs view shows that the courier is unreachable.
 */
export async function pollCouriers(): Promise<PollResult> {
  const result: PollResult = { asked: 0, changed: 0, failed: 0 };
  const errors: string[] = [];
  for (const courier of configuredCouriers()) {
    if (!hasWebhook(courier)) await pollCourier(courier, result, errors);
  }
  if (result.asked === 0 && errors.length > 0) {
    throw new Error(`No courier could be asked: ${errors[0]}`);
  }
  return result;
}
