import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addDays, dhakaDayOf } from '@/lib/format/dhaka-day';

/**
 * The store counts its days in Dhaka: an order at 00:30 in Dhaka (18:30 UTC the evening
 * before) belongs to the Dhaka day it was placed on.
 */
const storeZone = 'Asia/Dhaka';
const zone = sql.raw(`'${storeZone}'`);

/** The `count` Dhaka days up to and including the one `now` falls on, oldest first (YYYY-MM-DD). */
export function dhakaDays(now: Date, count: number): string[] {
  const today = dhakaDayOf(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) => addDays(day, 1);

/** The instant a Dhaka day (YYYY-MM-DD) begins, for comparing timestamps with. */
export const dhakaMidnight = (day: string): SQL => sql`(${day}::timestamp AT TIME ZONE ${zone})`;

/**
 * The Dhaka day a timestamp falls on, as a grouping key. It holds no parameters, so the same
 * expression in the select list and in GROUP BY is the same text.
 */
export const dhakaDay = (column: AnyColumn): SQL =>
  sql`date_trunc('day', ${column} AT TIME ZONE ${zone})`;
