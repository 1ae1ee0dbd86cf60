import 'server-only';
import { and, count, gte, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { dhakaDay, dhakaDays, dhakaMidnight, nextDay } from './dhaka-days';
import { standingRevenue } from './standing-revenue';

/** One Dhaka day's orders: how many were placed, and what those that stand come to. */
export type DayFigures = { day: string; orders: number; revenue: number };

/**
 * The orders placed on each of the `days` Dhaka days up to `now`'s, oldest first, with the
 * days that had none as zeros: one grouped query.
 */
export async function ordersByDay(now: Date, days: number): Promise<DayFigures[]> {
  const range = dhakaDays(now, days);
  const day = dhakaDay(orders.createdAt);
  const rows = await getDb()
    .select({
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      orders: count(),
      revenue: standingRevenue(),
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, dhakaMidnight(range[0]!)),
        lt(orders.createdAt, dhakaMidnight(nextDay(range[range.length - 1]!))),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return range.map((key) => {
    const row = byDay.get(key);
    return { day: key, orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
  });
}

/** Today's orders in Dhaka and their revenue. */
export async function ordersToday(now: Date): Promise<DayFigures> {
  const [today] = await ordersByDay(now, 1);
  return today!;
}
