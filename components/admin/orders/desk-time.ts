/** "11 Mar 2026, 00:30": a moment in Dhaka time, in the staff's language, for server-drawn pages. */
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';
export const formatDhakaTime = (iso: string) => formatDhaka(iso, staffLocale, 'dateTime');
