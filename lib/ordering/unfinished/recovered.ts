import 'server-only';
import { and, count, eq, exists, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, unfinishedCheckouts } from '@/lib/db/schema';
import { dhakaMidnight, nextDay } from '@/lib/ordering/dashboard/dhaka-days';
import { standingRevenue } from '@/lib/ordering/dashboard/standing-revenue';
import type { SourcePeriod } from '@/lib/ordering/schemas/source-period';

/** Orders that followed a reminder or the desk's call, and what those that stand come to. */
export type RecoveredFigures = { orders: number; revenue: number };

/**
 * The dashboard's recovered checkouts over its period (Dhaka days, as its other figures):
 * orders placed in it that ended an unfinished checkout after a reminder or a call, each
 * once, their revenue counted as the dashboard's always is (lib/ordering/dashboard).
 */
export async function recoveredCheckouts(period: SourcePeriod): Promise<RecoveredFigures> {
  const db = getDb();
  // One order may end two checkouts (her phone's and her account's): it counts once.
  const inRecovered = exists(
    db
      .select({ id: unfinishedCheckouts.id })
      .from(unfinishedCheckouts)
      .where(
        and(eq(unfinishedCheckouts.orderId, orders.id), eq(unfinishedCheckouts.recovered, true)),
      ),
  );
  const [row] = await db
    .select({ orders: count(), revenue: standingRevenue() })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, dhakaMidnight(period.from)),
        lt(orders.createdAt, dhakaMidnight(nextDay(period.to))),
        inRecovered,
      ),
    );
  return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
}
