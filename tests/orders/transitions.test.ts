import {
  canTransition,
  courierMayMove,
  returnsStock,
  transitionTable,
} from '@/lib/ordering/orders/transitions';
import {
  orderStatuses,
  paymentStatuses,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/ordering/orders/values';

const allowed: [OrderStatus, OrderStatus, 'any' | PaymentStatus][] = [
  ['pending_payment', 'confirmed', 'paid'],
  ['pending_payment', 'pending', 'partially_paid'],
  ['pending_payment', 'cancelled', 'any'],
  ['pending', 'confirmed', 'any'],
  ['pending', 'cancelled', 'any'],
  ['confirmed', 'packed', 'any'],
  ['confirmed', 'shipped', 'any'],
  ['confirmed', 'cancelled', 'any'],
  ['packed', 'shipped', 'any'],
  ['packed', 'cancelled', 'any'],
  ['shipped', 'delivered', 'any'],
  ['shipped', 'returned', 'any'],
  ['delivered', 'returned', 'any'],
];

describe('the order status table', () => {
  it('lists exactly the allowed moves', () => {
    const table = Object.entries(transitionTable).flatMap(([from, rules]) =>
      rules.map((rule) => [from, rule.to, rule.onlyWhen ?? 'any']),
    );
    expect(table.sort()).toEqual([...allowed].sort());
  });

  it.each(allowed)('allows %s → %s (payment: %s)', (from, to, payment) => {
    for (const status of paymentStatuses) {
      expect(canTransition(from, to, status)).toBe(payment === 'any' || status === payment);
    }
  });

  it.each([
    ['pending_payment', 'shipped'],
    ['pending_payment', 'delivered'],
    ['pending_payment', 'returned'],
    ['pending', 'shipped'],
    ['pending', 'pending_payment'],
    ['confirmed', 'delivered'],
    ['confirmed', 'pending'],
    ['packed', 'confirmed'],
    ['packed', 'delivered'],
    ['shipped', 'cancelled'],
    ['shipped', 'packed'],
    ['delivered', 'cancelled'],
    ['delivered', 'shipped'],
    ['cancelled', 'confirmed'],
    ['cancelled', 'pending_payment'],
    ['returned', 'shipped'],
    ['returned', 'cancelled'],
  ] as [OrderStatus, OrderStatus][])('refuses %s → %s, paid or not', (from, to) => {
    for (const status of paymentStatuses) expect(canTransition(from, to, status)).toBe(false);
  });

  it('never moves an order to the status it has', () => {
    for (const status of orderStatuses) expect(canTransition(status, status, 'paid')).toBe(false);
  });

  it('gives stock back only when an order ends before shipping', () => {
    expect(returnsStock('pending_payment', 'cancelled')).toBe(true);
    expect(returnsStock('confirmed', 'cancelled')).toBe(true);
    expect(returnsStock('pending', 'cancelled')).toBe(true);
    expect(returnsStock('packed', 'cancelled')).toBe(true);
    expect(returnsStock('delivered', 'returned')).toBe(false);
    expect(returnsStock('shipped', 'returned')).toBe(false);
    expect(returnsStock('shipped', 'delivered')).toBe(false);
  });

  it('lets a courier move only a shipped order, to delivered or returned', () => {
    const moves = orderStatuses.flatMap((from) =>
      orderStatuses
        .filter((to) => courierMayMove(from, to, 'unpaid'))
        .map((to) => `${from} → ${to}`),
    );
    expect(moves).toEqual(['shipped → delivered', 'shipped → returned']);
    // Staff may still take a delivered order back; a courier's "cancelled" may not.
    expect(canTransition('delivered', 'returned', 'paid')).toBe(true);
    expect(courierMayMove('delivered', 'returned', 'paid')).toBe(false);
  });
});
