const dhakaOffsetMs = 6 * 60 * 60 * 1000;
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

/** A moment as a datetime-local field's value in Dhaka time (UTC+6 all year); '' for none. */
export function dhakaInputValue(date: Date | null): string {
  return date ? new Date(date.getTime() + dhakaOffsetMs).toISOString().slice(0, 16) : '';
}

/** A moment as staff read it, in Dhaka time: "11 Mar 2026, 00:30". */
export const dhakaDateTime = (date: Date) => formatDhaka(date, staffLocale, 'dateTime');
