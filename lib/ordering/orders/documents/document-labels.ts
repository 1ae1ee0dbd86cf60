import { vocabularyLabels } from '@/lib/i18n/vocabulary';
import { couriers, deliveryZones } from '../values';
import type { Locale } from '@/i18n/routing';
import { formatDhaka } from '@/lib/i18n/dates';

/** The invoice and the shipping label are printed in English (the courier reads the label). */
const documentLocale: Locale = 'en';

/** "21 May 2026": the day in Dhaka, where the store and its shoppers are. */
export const dhakaDate = (date: Date) => formatDhaka(date, documentLocale, 'longDate');

/** "21 May 2026, 14:05" in Dhaka time. */
export const dhakaDateTime = (date: Date) =>
  `${dhakaDate(date)}, ${formatDhaka(date, documentLocale, 'clock')}`;

export const deliveryLabels = vocabularyLabels('deliveryZone', deliveryZones);

export const courierLabels = vocabularyLabels('courierOnLabel', couriers);

/** "invoice-NJ-260521-48271.pdf" */
export const documentFileName = (kind: 'invoice' | 'label', number: string) =>
  `${kind}-${number}.pdf`;
