import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { formatDhaka } from '@/lib/i18n/dates';

/** A stored phone (+8801…) as staff dial it (01…); a dash when there is none. */
export const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+88/, '') : '—');

/** 12 Nov 2026, in the shop's own time zone; a dash for no date. */
export const formatDay = (iso: string | null) =>
  iso ? formatDhaka(iso, staffLocale, 'date') : '—';

/** A count for a message's plural: `count` picks the form, `n` is written in the staff's digits. */
export const counted = (count: number) => ({ count, n: localeDigits(String(count), staffLocale) });
