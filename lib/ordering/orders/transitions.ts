import type { OrderStatus, PaymentStatus } from './values';

/** `onlyWhen`: the payment status the order must have for the move (a gateway's verdict). */
type Rule = { to: OrderStatus; onlyWhen?: PaymentStatus };

/**
 * The order life (docs/decisions.md, "The order desk"). A gateway order is confirmed only
 * once paid; a cash-on-delivery order after the confirmation call. Cancelling ends an order
 * before it leaves; a shipped or delivered one can only come back as returned. A COD order
 * with an advance waits for the advance first (docs/decisions.md, "The cash-on-delivery
 * advance").
 */
export const transitionTable: Record<OrderStatus, readonly Rule[]> = {
  // A cash-on-delivery order whose advance is paid then waits for the call, as any COD order.
  pending_payment: [
    { to: 'confirmed', onlyWhen: 'paid' },
    { to: 'pending', onlyWhen: 'partially_paid' },
    { to: 'cancelled' },
  ],
  pending: [{ to: 'confirmed' }, { to: 'cancelled' }],
  confirmed: [{ to: 'packed' }, { to: 'shipped' }, { to: 'cancelled' }],
  packed: [{ to: 'shipped' }, { to: 'cancelled' }],
  shipped: [{ to: 'delivered' }, { to: 'returned' }],
  delivered: [{ to: 'returned' }],
  cancelled: [],
  returned: [],
};

/** True when an order may move from `from` to `to`, given its payment status at that moment. */
export function canTransition(from: OrderStatus, to: OrderStatus, payment: PaymentStatus): boolean {
  const rule = transitionTable[from].find((candidate) => candidate.to === to);
  return Boolean(rule) && (!rule!.onlyWhen || payment === rule!.onlyWhen);
}

/**
 * The moves a courier's report may make: a parcel on its way is handed over or comes back
 * to the store. Any other move (a delivered order "cancelled" or returned by the courier)
 * is not the courier's to make; staff decide it (docs/decisions.md 15).
 */
const courierMoves: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  shipped: ['delivered', 'returned'],
};

/** True when a courier's report may move an order from `from` to `to`. */
export function courierMayMove(
  from: OrderStatus,
  to: OrderStatus,
  payment: PaymentStatus,
): boolean {
  return Boolean(courierMoves[from]?.includes(to)) && canTransition(from, to, payment);
}

/** The moves open to an order now, in the table's order (the desk's buttons). */
export function nextStatuses(from: OrderStatus, payment: PaymentStatus): OrderStatus[] {
  return transitionTable[from]
    .filter((rule) => !rule.onlyWhen || payment === rule.onlyWhen)
    .map((rule) => rule.to);
}

/** Statuses in which an order holds its pieces out of stock, not yet shipped. */
const holding = new Set<OrderStatus>(['pending_payment', 'pending', 'confirmed', 'packed']);

/** True when the move gives the order's pieces back to stock (it ends before shipping). */
export function returnsStock(from: OrderStatus, to: OrderStatus): boolean {
  return holding.has(from) && to === 'cancelled';
}
