import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fittingBookings } from '@/lib/db/schema';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { timeLabel } from './when';

export type UpcomingFitting = {
  id: number;
  time: string;
  name: string;
  phone: string;
  note: string;
};

/** One Dhaka day of the fittings to come: its date (YYYY-MM-DD) and its bookings in time order. */
export type UpcomingFittingDay = { day: string; fittings: UpcomingFitting[] };

/**
 * The next `limit` fittings still booked, from the slot that starts at `now` on, grouped by
 * Dhaka day: what the atelier prepares for, whichever day they fall on.
 */
export async function readUpcomingFittings(
  now: Date,
  limit: number,
): Promise<UpcomingFittingDay[]> {
  const rows = await getDb()
    .select()
    .from(fittingBookings)
    .where(and(eq(fittingBookings.status, 'booked'), gte(fittingBookings.slotStart, now)))
    .orderBy(asc(fittingBookings.slotStart), asc(fittingBookings.id))
    .limit(limit);
  const days: UpcomingFittingDay[] = [];
  for (const row of rows) {
    const day = dhakaDayOf(row.slotStart);
    if (days.at(-1)?.day !== day) days.push({ day, fittings: [] });
    days.at(-1)!.fittings.push({
      id: row.id,
      time: timeLabel(row.slotStart),
      name: row.name,
      phone: row.phone,
      note: row.note,
    });
  }
  return days;
}
