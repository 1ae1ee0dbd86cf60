import { vocabularyLabels } from '@/lib/i18n/vocabulary';
import { couriers, deliveryZones } from '../values';

const dhakaDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dhaka',
});
const dhakaClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

/** "21 May 2026": the day in Dhaka, where the store and its shoppers are. */
export const dhakaDate = (date: Date) => dhakaDay.format(date);

/** "21 May 2026, 14:05" in Dhaka time. */
export const dhakaDateTime = (date: Date) => `${dhakaDay.format(date)}, ${dhakaClock.format(date)}`;

// The invoice and the shipping label are printed in English (the courier reads the label).
export const deliveryLabels = vocabularyLabels('deliveryZone', deliveryZones);

export const courierLabels = vocabularyLabels('courierOnLabel', couriers);

/** "invoice-NJ-260521-48271.pdf" */
export const documentFileName = (kind: 'invoice' | 'label', number: string) =>
  `${kind}-${number}.pdf`;
