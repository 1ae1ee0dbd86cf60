import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems, type orders } from '@/lib/db/schema';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { expectedFinish, nextStage, slackDays } from './progress';
import { readLineStages, type AtelierStageView } from './read-stages';

/** A made-to-measure line of an order in the atelier, as the staff's order page shows it. */
export type AtelierPiece = {
  lineId: number;
  name: string;
  stages: AtelierStageView[];
  /** The stage staff mark next; null once the piece is ready to ship. */
  next: AtelierStageView | null;
  expectedFinish: string | null;
  /** Days to spare before the promised day (or her day); negative is late. */
  slack: number | null;
};

type OrderDates = Pick<typeof orders.$inferSelect, 'id' | 'promisedDelivery' | 'needBy'>;

/** The order's pieces in the atelier, in the order's own order; none for a ready-made order. */
export async function readAtelierPieces(
  order: OrderDates,
  now: Date = new Date(),
): Promise<AtelierPiece[]> {
  const db = getDb();
  const lines = await db
    .select({ id: orderItems.id, name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const stages = await readLineStages(
    db,
    lines.map((line) => line.id),
  );
  const today = dhakaDayOf(now);
  return lines.flatMap((line) => {
    const own = stages.get(line.id);
    if (!own) return [];
    const finish = expectedFinish(own, today);
    return [
      {
        lineId: line.id,
        name: line.name,
        stages: own,
        next: nextStage(own),
        expectedFinish: finish,
        slack: slackDays({ promised: order.promisedDelivery, needBy: order.needBy }, finish),
      },
    ];
  });
}
