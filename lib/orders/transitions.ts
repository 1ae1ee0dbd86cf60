import type { OrderStatus, PaymentStatus } from './values';

type Rule = { to: OrderStatus; onlyWhenPaid?: true };

/**
 * The order life. An order waiting for the gateway is confirmed only once paid; a paid
 * order that will not be delivered (cancelled, or confirmed but stopped) is refunded.
 */
export const transitionTable: Record<OrderStatus, readonly Rule[]> = {
  pending_payment: [{ to: 'confirmed', onlyWhenPaid: true }, { to: 'cancelled' }],
  confirmed: [{ to: 'processing' }, { to: 'cancelled' }, { to: 'refunded', onlyWhenPaid: true }],
  processing: [{ to: 'shipped' }, { to: 'cancelled' }],
  shipped: [{ to: 'delivered' }],
  delivered: [{ to: 'refunded', onlyWhenPaid: true }],
  cancelled: [{ to: 'refunded', onlyWhenPaid: true }],
  refunded: [],
};

/** True when an order may move from `from` to `to`, given its payment status at that moment. */
export function canTransition(from: OrderStatus, to: OrderStatus, payment: PaymentStatus): boolean {
  const rule = transitionTable[from].find((candidate) => candidate.to === to);
  return Boolean(rule) && (!rule!.onlyWhenPaid || payment === 'paid');
}

/** Statuses in which an order holds its pieces out of stock, not yet shipped. */
const holding = new Set<OrderStatus>(['pending_payment', 'confirmed', 'processing']);

/** True when the move gives the order's pieces back to stock (it ends before shipping). */
export function returnsStock(from: OrderStatus, to: OrderStatus): boolean {
  return holding.has(from) && (to === 'cancelled' || to === 'refunded');
}
