import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';

/** A stored phone (+8801…) as staff dial it (01…); a dash when there is none. */
export const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+88/, '') : '—');

const dhakaDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dhaka',
});

/** 12 Nov 2026, in the shop's own time zone; a dash for no date. */
export const formatDay = (iso: string | null) => (iso ? dhakaDay.format(new Date(iso)) : '—');

/** A count for a message's plural: `count` picks the form, `n` is written in the staff's digits. */
export const counted = (count: number) => ({ count, n: localeDigits(String(count), staffLocale) });
