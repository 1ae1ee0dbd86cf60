import 'server-only';
import { and, asc, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { fittingBookings } from '@/lib/db/schema';
import { dhakaDayEnd, dhakaDayStart } from '@/lib/ordering';
import { readSettings } from '@/lib/content';
import { slotStarts } from './slot-times';
import type { FittingStatus } from './values';
import { timeLabel } from './when';

export type StaffFittingBooking = {
  id: number;
  name: string;
  phone: string;
  note: string;
  status: FittingStatus;
  version: number;
};

export type StaffFittingSlot = {
  start: string;
  time: string;
  places: number;
  /** Places taken by bookings still booked, attended or no-show (cancelled ones free theirs). */
  taken: number;
  bookings: StaffFittingBooking[];
};

/**
 * A Dhaka day's fittings for the staff: every slot of the day's hours, and any start that
 * has bookings though the hours changed since, each with its bookings in booking order.
 */
export async function readStaffFittingDay(day: string): Promise<StaffFittingSlot[]> {
  const db = getDb();
  const settings = await readSettings(db, 'fittings');
  const rows = await db
    .select()
    .from(fittingBookings)
    .where(
      and(
        gte(fittingBookings.slotStart, dhakaDayStart(day)),
        lt(fittingBookings.slotStart, dhakaDayEnd(day)),
      ),
    )
    .orderBy(asc(fittingBookings.slotStart), asc(fittingBookings.id));
  const slots = new Map<number, StaffFittingSlot>();
  const slotAt = (start: Date) => {
    const key = start.getTime();
    let slot = slots.get(key);
    if (!slot) {
      slot = {
        start: start.toISOString(),
        time: timeLabel(start),
        places: settings.placesPerSlot,
        taken: 0,
        bookings: [],
      };
      slots.set(key, slot);
    }
    return slot;
  };
  for (const start of slotStarts(settings, day)) slotAt(start);
  for (const row of rows) {
    const slot = slotAt(row.slotStart);
    if (row.status !== 'cancelled') slot.taken += 1;
    slot.bookings.push({
      id: row.id,
      name: row.name,
      phone: row.phone,
      note: row.note,
      status: row.status,
      version: row.version,
    });
  }
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}
