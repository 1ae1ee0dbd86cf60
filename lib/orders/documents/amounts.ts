import type { OrderDocument } from './order-document';

/** Orders that will not be delivered: nobody collects anything for them. */
const closed = new Set(['cancelled', 'returned']);

/**
 * The cash the courier collects on delivery: the whole total of an unpaid cash-on-delivery
 * order that is still going out; nothing for one paid online (or refunded) or closed.
 */
export const amountToCollect = (order: Pick<OrderDocument, 'payment' | 'status' | 'total'>) =>
  order.payment.method === 'cod' && order.payment.status === 'unpaid' && !closed.has(order.status)
    ? order.total
    : 0;
