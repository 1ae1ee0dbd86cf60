import 'server-only';
import { getDb } from '@/lib/db/client';
import { readSettings } from '@/lib/content';
import { takenPlaces } from './places';
import { dhakaDayEnd, dhakaDayStart } from '@/lib/ordering';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { bookableDays, bookableStarts } from './slot-times';
import { timeLabel } from './when';

export type FittingSlot = {
  /** The slot's start, an ISO instant: what a booking sends back. */
  start: string;
  /** "3:00 pm", Dhaka time. */
  time: string;
  /** Places per slot (the store's setting), and how many of them are left. */
  places: number;
  places_left: number;
  full: boolean;
};

export type FittingDay = {
  date: string;
  /** Every day that may be booked, soonest first (Dhaka calendar). */
  days: string[];
  /** The day's slots that may still be booked; full ones too, with no place left. */
  slots: FittingSlot[];
};

/**
 * A day's fitting times with the places left in each, read now (never cached: places
 * change with every booking). A day outside the window, or closed, has no slots.
 */
export async function readFittingDay(date: string, now = new Date()): Promise<FittingDay> {
  const db = getDb();
  const settings = await readSettings(db, 'fittings');
  const starts = bookableStarts(settings, date, now);
  const taken = starts.length
    ? await takenPlaces(db, dhakaDayStart(date), dhakaDayEnd(date))
    : new Map<number, number>();
  const slots = starts.map((start) => {
    const left = Math.max(0, settings.placesPerSlot - (taken.get(start.getTime()) ?? 0));
    return {
      start: start.toISOString(),
      time: timeLabel(start),
      places: settings.placesPerSlot,
      places_left: left,
      full: left === 0,
    };
  });
  return { date, days: bookableDays(settings, now), slots };
}

/** The first day that may be booked, with its times: where the booking page starts. */
export async function readFirstFittingDay(now = new Date()): Promise<FittingDay> {
  const today = await readFittingDay(dhakaDayOf(now), now);
  const first = today.days[0];
  return !first || first === today.date ? today : readFittingDay(first, now);
}
