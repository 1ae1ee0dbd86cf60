import 'server-only';
import type { Locale } from '@/i18n/routing';
import { orderRules, store } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { localeSmsText, smsTranslator, type Message } from '@/lib/messaging';
import type { OrderRow } from './read';
import type { Order } from './types';

/** An order taken by staff, paid through the link this SMS carries before its time is up. */
export function paymentLinkSms(order: Order, paymentUrl: string, locale: Locale = 'en'): Message {
  const text = smsTranslator(locale)('order.paymentLink', {
    store: store.name,
    number: order.number,
    total: formatBDT(order.total, locale),
    minutes: localeDigits(String(orderRules.paymentTimeoutMinutes), locale),
    link: paymentUrl,
  });
  return { channel: 'sms', to: order.contact.phone, text: localeSmsText(text, locale) };
}

/** A payment that arrived after its order lapsed: the shopper hears that it will be refunded. */
export function latePaymentNotice(row: OrderRow): Message {
  const text = smsTranslator(row.locale)('order.latePayment', {
    store: store.name,
    total: formatBDT(row.total, row.locale),
    number: row.number,
    phone: localeDigits(store.phone, row.locale),
  });
  return { channel: 'sms', to: row.contactPhone, text: localeSmsText(text, row.locale) };
}
