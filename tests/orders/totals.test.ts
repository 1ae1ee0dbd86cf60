import { delivery } from '@/lib/config';
import { newOrderNumber } from '@/lib/orders/number';
import { deliveryCharge, orderTotals, sameAmount } from '@/lib/orders/totals';

describe('order totals', () => {
  it('charges delivery from lib/config by zone', () => {
    expect(deliveryCharge('inside_dhaka')).toBe(delivery.insideDhaka);
    expect(deliveryCharge('outside_dhaka')).toBe(delivery.outsideDhaka);
    expect([delivery.insideDhaka, delivery.outsideDhaka]).toEqual([80, 150]);
  });

  it('adds lines, subtotal and delivery', () => {
    const lines = [
      { unitPrice: 54000, quantity: 2 },
      { unitPrice: 4500, quantity: 1 },
    ];
    expect(orderTotals(lines, 'inside_dhaka')).toEqual({
      lineTotals: [108000, 4500],
      subtotal: 112500,
      deliveryCharge: 80,
      total: 112580,
    });
    expect(orderTotals(lines, 'outside_dhaka').total).toBe(112650);
  });

  it('adds paisa exactly, where floating point would drift', () => {
    const lines = [
      { unitPrice: 0.1, quantity: 1 },
      { unitPrice: 0.2, quantity: 1 },
      { unitPrice: 1999.99, quantity: 3 },
    ];
    const totals = orderTotals(lines, 'inside_dhaka');
    expect(totals.lineTotals).toEqual([0.1, 0.2, 5999.97]);
    expect(totals.subtotal).toBe(6000.27);
    expect(totals.total).toBe(6080.27);
  });

  it('compares money to the paisa', () => {
    expect(sameAmount(54080, 54080.0)).toBe(true);
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(54080, 54080.01)).toBe(false);
    expect(sameAmount(54080, 5408)).toBe(false);
  });
});

describe('order numbers', () => {
  it('read NJ, the date in Dhaka and five random digits', () => {
    // 20:30 UTC on 20 May is already 21 May in Dhaka (UTC+6).
    const number = newOrderNumber(new Date('2026-05-20T20:30:00Z'));
    expect(number).toMatch(/^NJ-260521-\d{5}$/);
  });

  it('are not a sequence', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => newOrderNumber()));
    expect(numbers.size).toBeGreaterThan(45);
  });
});
