import { vocabularyLabels } from '@/lib/i18n/vocabulary';
import { orderSources } from '@/lib/ordering/client';

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

export const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export const sourceWords = vocabularyLabels('orderSource', orderSources);
