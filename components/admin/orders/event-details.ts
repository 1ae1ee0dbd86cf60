import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import { whatsappDeliveryStatuses } from '@/lib/messaging/client';
import { couriers, refundMethods } from '@/lib/ordering/client';

/** The words an event's details are named in: the terms, and the vocabulary of their values. */
export type EventWords = {
  t: ReturnType<typeof createTranslator<Messages, 'admin.orders.eventData'>>;
  words: ReturnType<typeof createTranslator<Messages, 'vocabulary'>>;
};

type Shown = { term: string; text: (value: unknown) => string };

const isOneOf = <Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  values.includes(value as Value);

/** How the desk shows what an event kept; keys it does not know are shown as they are. */
function knownDetails({ t, words }: EventWords): Record<string, Shown | null> {
  return {
    courier: {
      term: t('courier'),
      text: (value) => (isOneOf(couriers, value) ? words(`courierDesk.${value}`) : String(value)),
    },
    trackingCode: { term: t('trackingCode'), text: String },
    amount: { term: t('amount'), text: (value) => formatBDT(Number(value)) },
    method: {
      term: t('method'),
      text: (value) =>
        isOneOf(refundMethods, value) ? words(`refundMethod.${value}`) : String(value),
    },
    reference: { term: t('reference'), text: String },
    // A WhatsApp message's state, as its webhook reported it.
    delivery: {
      term: t('delivery'),
      text: (value) =>
        isOneOf(whatsappDeliveryStatuses, value)
          ? words(`whatsappDelivery.${value}`)
          : String(value),
    },
    recipient: { term: t('recipient'), text: String },
    fallback: { term: t('fallback'), text: () => t('fallbackSms') },
    note: { term: t('note'), text: String },
    refundId: null,
    // A courier's refusal: the event's note says it already.
    reason: null,
  };
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

/** An event's data as term and text pairs, empty values left out. */
export function eventDetails(
  data: Record<string, unknown> | null,
  words: EventWords,
): [string, string][] {
  if (!data) return [];
  const known = knownDetails(words);
  return Object.entries(data).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null || value === '') return [];
    const shown = key in known ? known[key] : { term: key, text: asText };
    return shown ? [[shown.term, shown.text(value)]] : [];
  });
}
