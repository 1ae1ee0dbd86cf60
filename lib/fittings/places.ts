import 'server-only';
import { and, count, gte, lt, ne } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { fittingBookings } from '@/lib/db/schema';

/**
 * How many places are taken at each start within [from, to): every booking but a cancelled
 * one (one marked attended early still holds its place).
 */
export async function takenPlaces(
  db: Database | Transaction,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ start: fittingBookings.slotStart, taken: count() })
    .from(fittingBookings)
    .where(
      and(
        ne(fittingBookings.status, 'cancelled'),
        gte(fittingBookings.slotStart, from),
        lt(fittingBookings.slotStart, to),
      ),
    )
    .groupBy(fittingBookings.slotStart);
  return new Map(rows.map((row) => [row.start.getTime(), Number(row.taken)]));
}
