import type { Locale } from '@/i18n/routing';
import { formatDhakaDate } from '@/lib/i18n/dates';
import { localeDigits } from '@/lib/i18n/digits';

/** How the store writes a fitting's day and time, in Dhaka time wherever it is read. */
const dayOptions: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const shortDayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
};

/** A Dhaka day (YYYY-MM-DD) as an instant inside it. */
const dayInstant = (day: string | Date) =>
  typeof day === 'string' ? new Date(`${day}T06:00:00Z`) : day;

/** "Friday 4 December" ("শুক্রবার ৪ ডিসেম্বর") for a Dhaka day (YYYY-MM-DD) or an instant. */
export const dayLabel = (day: string | Date, locale: Locale = 'en') =>
  formatDhakaDate(dayInstant(day), locale, dayOptions);

/** "Fri 4 Dec", for the day picker. */
export const shortDayLabel = (day: string, locale: Locale = 'en') =>
  formatDhakaDate(dayInstant(day), locale, shortDayOptions);

/** Dhaka's hour (0–23) of an instant. */
const dhakaHour = (instant: Date) =>
  Number(
    // Read in English, whose digits Number() reads.
    formatDhakaDate(instant, 'en', { hour: 'numeric', hourCycle: 'h23' }),
  );

/**
 * The part of the day a Bangla clock names before the time (সকাল ১১:০০, বিকেল ৩:০০): ICU
 * writes AM/PM in English for bn, which is not how the time is said here.
 */
function banglaDayPart(hour: number): string {
  if (hour < 4) return 'রাত';
  if (hour < 6) return 'ভোর';
  if (hour < 12) return 'সকাল';
  if (hour < 15) return 'দুপুর';
  if (hour < 18) return 'বিকেল';
  if (hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** "3:00 pm" ("বিকেল ৩:০০"). */
export function timeLabel(instant: Date, locale: Locale = 'en'): string {
  const clock = formatDhakaDate(instant, 'en', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).toLowerCase();
  if (locale === 'en') return clock;
  const digits = clock.replace(/\s*[ap]m$/, '');
  return `${banglaDayPart(dhakaHour(instant))} ${localeDigits(digits, locale)}`;
}

/** "Friday 4 December at 3:00 pm" ("শুক্রবার ৪ ডিসেম্বর, বিকেল ৩:০০"). */
export function whenLabel(instant: Date, locale: Locale = 'en'): string {
  const day = dayLabel(instant, locale);
  const time = timeLabel(instant, locale);
  return locale === 'en' ? `${day} at ${time}` : `${day}, ${time}`;
}
