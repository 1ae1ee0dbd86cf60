import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The store counts its days in Dhaka: an order at 00:30 in Dhaka (18:30 UTC the evening
 * before) belongs to the Dhaka day it was placed on.
 */
const storeZone = 'Asia/Dhaka';
const zone = sql.raw(`'${storeZone}'`);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: storeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dayMs = 24 * 60 * 60 * 1000;

/** The `count` Dhaka days up to and including the one `now` falls on, oldest first (YYYY-MM-DD). */
export function dhakaDays(now: Date, count: number): string[] {
  const today = Date.parse(`${isoDay.format(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/** The instant a Dhaka day (YYYY-MM-DD) begins, for comparing timestamps with. */
export const dhakaMidnight = (day: string): SQL => sql`(${day}::timestamp AT TIME ZONE ${zone})`;

/**
 * The Dhaka day a timestamp falls on, as a grouping key. It holds no parameters, so the same
 * expression in the select list and in GROUP BY is the same text.
 */
export const dhakaDay = (column: AnyColumn): SQL =>
  sql`date_trunc('day', ${column} AT TIME ZONE ${zone})`;
