import { addDays, dayShape, dhakaDayOf, dhakaDayStart } from '@/lib/format/dhaka-day';
import { clockMinutes, type FittingSettings, type Weekday } from '@/lib/content';

const minuteMs = 60 * 1000;

const byUtcDay: Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export const weekdayOf = (day: string): Weekday =>
  byUtcDay[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

/**
 * The starts of a day's fittings: from opening, one every `slotMinutes`, each ending by
 * closing time; none on a closed day.
 */
export function slotStarts(settings: FittingSettings, day: string): Date[] {
  const hours = settings.hours[weekdayOf(day)];
  if (!hours.open) return [];
  const midnight = dhakaDayStart(day);
  const starts: Date[] = [];
  const last = clockMinutes(hours.closes) - settings.slotMinutes;
  for (let minute = clockMinutes(hours.opens); minute <= last; minute += settings.slotMinutes) {
    starts.push(new Date(midnight + minute * minuteMs));
  }
  return starts;
}

/** The earliest start a shopper may still book now (the store's minimum notice). */
export const earliestStart = (settings: FittingSettings, now: Date) =>
  new Date(now.getTime() + settings.minNoticeHours * 60 * minuteMs);

/** The last Dhaka day that may be booked: today and `daysAhead` days after it. */
export const lastBookableDay = (settings: FittingSettings, now: Date) =>
  addDays(dhakaDayOf(now), settings.daysAhead);

/** Whether `day` is within the booking window (it may still have no free slot). */
export const withinWindow = (settings: FittingSettings, day: string, now: Date) =>
  dayShape.test(day) && day >= dhakaDayOf(now) && day <= lastBookableDay(settings, now);

/** A day's starts that may still be booked: in the window and after the notice. */
export function bookableStarts(settings: FittingSettings, day: string, now: Date): Date[] {
  if (!withinWindow(settings, day, now)) return [];
  const earliest = earliestStart(settings, now).getTime();
  return slotStarts(settings, day).filter((start) => start.getTime() >= earliest);
}

/** The days with at least one start that may still be booked, soonest first. */
export function bookableDays(settings: FittingSettings, now: Date): string[] {
  const today = dhakaDayOf(now);
  const days: string[] = [];
  for (let offset = 0; offset <= settings.daysAhead; offset += 1) {
    const day = addDays(today, offset);
    if (bookableStarts(settings, day, now).length > 0) days.push(day);
  }
  return days;
}

/** Whether `start` is exactly one of the bookable starts of its day. */
export const isBookableStart = (settings: FittingSettings, start: Date, now: Date) =>
  bookableStarts(settings, dhakaDayOf(start), now).some(
    (candidate) => candidate.getTime() === start.getTime(),
  );
