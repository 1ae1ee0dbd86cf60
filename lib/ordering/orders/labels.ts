import type { Locale } from '@/i18n/routing';
import { formatDhakaDate } from '@/lib/i18n/dates';
import { vocabularyLabels } from '@/lib/i18n/vocabulary';
import {
  couriers,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
} from '@/lib/ordering/orders/values';

/**
 * The order vocabularies as the shopper reads them, in English, from
 * messages/en/vocabulary.json: shopper pages say them through the `vocabulary` messages by
 * the same keys (orderStatus.*, paymentMethod.*, …), and the staff side's own words are there
 * too (orderStatusDesk.*, …).
 */
export const statusLabels = vocabularyLabels('orderStatus', orderStatuses);

export const paymentMethodLabels = vocabularyLabels('paymentMethod', paymentMethods);

export const paymentStatusLabels = vocabularyLabels('paymentStatus', paymentStatuses);

/** The courier carrying a parcel, as the shopper knows it. */
export const courierNames = vocabularyLabels('courier', couriers);

/** "12 March 2026" (or "১২ মার্চ ২০২৬"): the same text on the server and every browser (Dhaka time). */
export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  return formatDhakaDate(new Date(iso), locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
