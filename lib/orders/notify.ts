import 'server-only';
import { store } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import type { Message } from '@/lib/messages/types';
import type { OrderRow } from './read';

/** A payment that arrived after its order lapsed: the shopper hears that it will be refunded. */
export function latePaymentNotice(row: OrderRow): Message {
  return {
    channel: 'sms',
    to: row.contactPhone,
    text: `${store.name}: we received ${formatBDT(row.total)} for order ${row.number} after it had lapsed, so it was not placed. We will refund it in full; call ${store.phone} with any question.`,
  };
}
