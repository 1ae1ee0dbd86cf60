import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fittingBookings } from '@/lib/db/schema';

/** Whether a phone has a trial fitting still to come (booked, from `now` on). */
export async function hasFittingBooked(phone: string, now: Date): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: fittingBookings.id })
    .from(fittingBookings)
    .where(
      and(
        eq(fittingBookings.phone, phone),
        eq(fittingBookings.status, 'booked'),
        gte(fittingBookings.slotStart, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
