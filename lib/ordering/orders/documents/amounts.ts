import { dueOnDelivery } from '../advance';
import type { OrderDocument } from './order-document';

/** Orders that will not be delivered: nobody collects anything for them. */
const closed = new Set(['cancelled', 'returned']);

/**
 * The cash the courier collects on delivery: the whole total of an unpaid cash-on-delivery
 * order that is still going out, less its advance once paid; nothing for one paid online
 * (or refunded) or closed.
 */
export const amountToCollect = (
  order: Pick<OrderDocument, 'payment' | 'status' | 'total' | 'advance'>,
) =>
  closed.has(order.status)
    ? 0
    : dueOnDelivery({
        paymentMethod: order.payment.method,
        paymentStatus: order.payment.status,
        total: order.total,
        advanceAmount: order.advance,
      });
