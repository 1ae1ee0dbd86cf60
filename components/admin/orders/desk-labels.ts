import { vocabularyLabels } from '@/lib/i18n/vocabulary';
import {
  couriers,
  deskOrderSorts,
  orderEventKinds,
  orderSources,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
} from '@/lib/ordering/client';

/**
 * The order vocabularies in the desk's words, in English, from messages/en/vocabulary.json
 * (the *Desk lists; the shopper's words are the lists without the suffix).
 */
export const deskStatusLabels = vocabularyLabels('orderStatusDesk', orderStatuses);

/** What the button that makes the move says. */
export const moveLabels = vocabularyLabels('orderMove', orderStatuses);

export const deskMethodLabels = vocabularyLabels('paymentMethodDesk', paymentMethods);

export const deskPaymentLabels = vocabularyLabels('paymentStatusDesk', paymentStatuses);

export const deskSortLabels = vocabularyLabels('deskOrderSort', deskOrderSorts);

export const courierLabels = vocabularyLabels('courierDesk', couriers);

export const eventKindLabels = vocabularyLabels('orderEventDesk', orderEventKinds);

export const sourceLabels = vocabularyLabels('orderSource', orderSources);

const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

/** "11 Mar 2026, 00:30": a moment in Dhaka time, for server-drawn pages. */
export const formatDhakaTime = (iso: string) => dhakaTime.format(new Date(iso));
