import 'server-only';
import { orderRules, store } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import { smsText } from '@/lib/messages/sms-text';
import type { Message } from '@/lib/messages/types';
import type { OrderRow } from './read';
import type { Order } from './types';

/** An order taken by staff, paid through the link this SMS carries before its time is up. */
export function paymentLinkSms(order: Order, paymentUrl: string): Message {
  return {
    channel: 'sms',
    to: order.contact.phone,
    text: smsText(
      `${store.name}: order ${order.number} for ${formatBDT(order.total)} is ready. Pay within ${orderRules.paymentTimeoutMinutes} minutes, by card or mobile banking, here: ${paymentUrl}`,
    ),
  };
}

/** A payment that arrived after its order lapsed: the shopper hears that it will be refunded. */
export function latePaymentNotice(row: OrderRow): Message {
  return {
    channel: 'sms',
    to: row.contactPhone,
    text: smsText(
      `${store.name}: we received ${formatBDT(row.total)} for order ${row.number} after it had lapsed, so it was not placed. We will refund it in full; call ${store.phone} with any question.`,
    ),
  };
}
