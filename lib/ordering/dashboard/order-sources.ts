import 'server-only';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderAttributions, orders, users } from '@/lib/db/schema';
import type { OrderSource } from '@/lib/db/values/orders';
import type { SourcePeriod } from '@/lib/ordering/schemas/source-period';
import { dhakaMidnight, nextDay } from './dhaka-days';
import { standingRevenue } from './standing-revenue';

/** How many orders a group placed in the period, and what those that stand come to. */
export type SourceFigures = { orders: number; revenue: number };

/**
 * A source and medium: a storefront order's landing (both null when it came with none), or
 * the channel staff took it from (`channel` other than web, source and medium null).
 */
export type SourceRow = SourceFigures & {
  channel: OrderSource;
  source: string | null;
  medium: string | null;
};
export type CampaignRow = SourceFigures & { campaign: string | null };
export type StaffRow = SourceFigures & { staffId: number; name: string };

export type OrderSources = {
  period: SourcePeriod;
  total: SourceFigures;
  bySource: SourceRow[];
  byCampaign: CampaignRow[];
  byStaff: StaffRow[];
};

const figures = (row: { orders: number; revenue: string }): SourceFigures => ({
  orders: row.orders,
  revenue: Number(row.revenue),
});

/**
 * Orders and revenue of the period by source and medium, by campaign and by staff member
 * (docs/attribution.md): three grouped queries over the orders placed in it and their
 * landings, the biggest first. A staff member counts the orders their share links brought
 * and those they keyed in; each table adds up to the period's total but the staff one, which
 * leaves out orders no staff member brought.
 */
export async function orderSources(period: SourcePeriod): Promise<OrderSources> {
  const db = getDb();
  const inPeriod = and(
    gte(orders.createdAt, dhakaMidnight(period.from)),
    lt(orders.createdAt, dhakaMidnight(nextDay(period.to))),
  );
  const revenue = standingRevenue();
  const staffId = sql<number>`coalesce(${orderAttributions.sharedByUserId}, ${orders.placedByUserId})`;
  const biggest = [desc(count()), desc(revenue)];
  const [bySource, byCampaign, byStaff] = await Promise.all([
    db
      .select({
        channel: orders.source,
        source: orderAttributions.source,
        medium: orderAttributions.medium,
        orders: count(),
        revenue,
      })
      .from(orders)
      .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
      .where(inPeriod)
      .groupBy(orders.source, orderAttributions.source, orderAttributions.medium)
      .orderBy(...biggest),
    db
      .select({ campaign: orderAttributions.campaign, orders: count(), revenue })
      .from(orders)
      .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
      .where(inPeriod)
      .groupBy(orderAttributions.campaign)
      .orderBy(...biggest),
    db
      .select({ staffId: users.id, name: users.name, orders: count(), revenue })
      .from(orders)
      .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
      .innerJoin(users, eq(users.id, staffId))
      .where(inPeriod)
      .groupBy(users.id, users.name)
      .orderBy(...biggest),
  ]);
  const total = bySource.reduce(
    (sum, row) => ({ orders: sum.orders + row.orders, revenue: sum.revenue + Number(row.revenue) }),
    { orders: 0, revenue: 0 },
  );
  return {
    period,
    total,
    bySource: bySource.map((row) => ({ ...row, ...figures(row) })),
    byCampaign: byCampaign.map((row) => ({ ...row, ...figures(row) })),
    byStaff: byStaff.map((row) => ({ ...row, ...figures(row) })),
  };
}
