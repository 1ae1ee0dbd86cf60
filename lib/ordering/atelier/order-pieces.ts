import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems, products, variants, type orders } from '@/lib/db/schema';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { planStages } from './plan';
import { currentStage, expectedFinish, nextStage, slackDays } from './progress';
import { readLineStages, type AtelierStageView } from './read-stages';

/** A made-to-measure line of an order in the atelier, as the staff's order page shows it. */
export type AtelierPiece = {
  lineId: number;
  name: string;
  stages: AtelierStageView[];
  /** The stage staff mark next; null once the piece is ready to ship. */
  next: AtelierStageView | null;
  /** The last stage done, which staff may take back; null before the first. */
  current: AtelierStageView | null;
  expectedFinish: string | null;
  /** Days to spare before the promised day (or her day); negative is late. */
  slack: number | null;
};

type OrderDates = Pick<
  typeof orders.$inferSelect,
  'id' | 'createdAt' | 'promisedDelivery' | 'needBy'
>;

/**
 * The plan a made-to-measure line of an order placed before the atelier's stages existed
 * would have had, unsaved: the first stage marked saves it (planAtelierStages, from the
 * order's own day), so the desk can start such a piece too.
 */
const unsavedPlan = (placed: Date, leadTimeDays: number): AtelierStageView[] =>
  planStages(dhakaDayOf(placed), leadTimeDays).map((planned) => ({
    ...planned,
    doneOn: null,
    doneBy: null,
    note: '',
    photo: null,
    announced: false,
  }));

/** The order's pieces in the atelier, in the order's own order; none for a ready-made order. */
export async function readAtelierPieces(
  order: OrderDates,
  now: Date = new Date(),
): Promise<AtelierPiece[]> {
  const db = getDb();
  const lines = await db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      // Sewn to her measurements, of a made-to-measure piece: null for any other line.
      leadTimeDays: products.leadTimeDays,
      madeToMeasure: products.madeToMeasure,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(
      products,
      and(eq(products.id, variants.productId), isNotNull(orderItems.measurements)),
    )
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const stages = await readLineStages(
    db,
    lines.map((line) => line.id),
  );
  const today = dhakaDayOf(now);
  return lines.flatMap((line) => {
    const own =
      stages.get(line.id) ??
      (line.madeToMeasure ? unsavedPlan(order.createdAt, line.leadTimeDays ?? 0) : null);
    if (!own) return [];
    const finish = expectedFinish(own, today);
    return [
      {
        lineId: line.id,
        name: line.name,
        stages: own,
        next: nextStage(own),
        current: currentStage(own),
        expectedFinish: finish,
        slack: slackDays({ promised: order.promisedDelivery, needBy: order.needBy }, finish),
      },
    ];
  });
}
