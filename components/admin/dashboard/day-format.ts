import { formatDhakaDay } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

// A Dhaka calendar day (YYYY-MM-DD) in words, in the staff's language.

/** "9 Feb" */
export const shortDay = (day: string) => formatDhakaDay(day, staffLocale, 'day');
/** "Mon, 9 Feb 2026" */
export const longDay = (day: string) => formatDhakaDay(day, staffLocale, 'weekdayDate');
