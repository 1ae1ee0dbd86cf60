import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fittingBookings } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { contentLocale } from '@/lib/i18n/content-locale';
import { readSettings, localizedShowroom } from '@/lib/content';
import { toFittingBooking, type FittingBooking } from './booking-view';
import { hashCancelToken } from './cancel-token';
import { bookingNotFound } from './errors';

/**
 * The booking a cancel link names, or null: what its page shows before she decides, with
 * the showroom in the page's language.
 */
export async function readBookingByToken(token: string): Promise<FittingBooking | null> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(fittingBookings)
    .where(eq(fittingBookings.cancelTokenHash, hashCancelToken(token)));
  if (!row) return null;
  const showroom = await readSettings(db, 'showroom');
  return toFittingBooking(row, localizedShowroom(showroom, await contentLocale()));
}

/**
 * Cancels the booking a cancel link names, which frees its place at once (places count
 * booked rows only). Cancelling again, or a booking staff already marked, changes nothing:
 * the answer is the booking as it is.
 */
export async function cancelByToken(token: string): Promise<FittingBooking> {
  return writeTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fittingBookings)
      .where(eq(fittingBookings.cancelTokenHash, hashCancelToken(token)))
      .for('update');
    if (!row) throw bookingNotFound();
    const showroom = await readSettings(tx, 'showroom');
    if (row.status !== 'booked') return toFittingBooking(row, showroom);
    const [cancelled] = await tx
      .update(fittingBookings)
      .set({
        status: 'cancelled',
        version: sql`${fittingBookings.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(fittingBookings.id, row.id))
      .returning();
    return toFittingBooking(cancelled!, showroom);
  });
}
