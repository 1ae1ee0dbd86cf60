import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { atelierAlerts, atelierStageRows, orderItems, orders } from '@/lib/db/schema';
import type { AtelierStage } from '@/lib/db/values/atelier';
import type { Occasion, OrderStatus } from '@/lib/db/values/orders';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { bySlack, currentStage, expectedFinish, nextStage, slackDays } from './progress';
import { readLineStages } from './read-stages';

/** Orders whose pieces are still the atelier's: placed, not yet handed to a courier. */
export const inTheMaking: readonly OrderStatus[] = ['pending', 'confirmed', 'packed'];

/** One piece on the atelier board. */
export type AtelierBoardRow = {
  number: string;
  lineId: number;
  piece: string;
  customer: string;
  /** The last stage done; null before the first. */
  current: AtelierStage | null;
  next: AtelierStage | null;
  expectedFinish: string | null;
  promised: string | null;
  needBy: string | null;
  occasion: Occasion | null;
  /** Days to spare (promised day, else her day, minus the expected finish); negative is late. */
  slack: number | null;
  /** The owner's alerts sent for it: days before her event. */
  alerted: number[];
};

/**
 * Every made-to-measure piece of an order not yet shipped, least slack first (the ones
 * that will be late at the top), pieces without a date last.
 */
export async function readAtelierBoard(now: Date = new Date()): Promise<AtelierBoardRow[]> {
  const db = getDb();
  const lines = await db
    .selectDistinct({
      lineId: orderItems.id,
      piece: orderItems.name,
      number: orders.number,
      customer: orders.contactName,
      promised: orders.promisedDelivery,
      needBy: orders.needBy,
      occasion: orders.occasion,
    })
    .from(atelierStageRows)
    .innerJoin(orderItems, eq(orderItems.id, atelierStageRows.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orders.status, [...inTheMaking]));
  const ids = lines.map((line) => line.lineId);
  const [stages, alerts] = await Promise.all([
    readLineStages(db, ids),
    ids.length
      ? db.select().from(atelierAlerts).where(inArray(atelierAlerts.orderItemId, ids))
      : Promise.resolve([]),
  ]);
  const today = dhakaDayOf(now);
  return lines
    .map((line) => {
      const own = stages.get(line.lineId) ?? [];
      const finish = expectedFinish(own, today);
      return {
        ...line,
        current: currentStage(own)?.stage ?? null,
        next: nextStage(own)?.stage ?? null,
        expectedFinish: finish,
        slack: slackDays(line, finish),
        alerted: alerts
          .filter((alert) => alert.orderItemId === line.lineId)
          .map((alert) => alert.daysBefore)
          .sort((a, b) => b - a),
      };
    })
    .sort((a, b) => bySlack(a, b) || a.number.localeCompare(b.number) || a.lineId - b.lineId);
}
