import { newOrderNumber } from '@/lib/ordering/orders/number';
import { sameAmount } from '@/lib/format/paisa';
import { deliveryCharge, orderTotals } from '@/lib/ordering/orders/totals';
import { settingsDefaults } from '@/lib/content/settings/defaults';

const rates = settingsDefaults.delivery;

describe('order totals', () => {
  it("charges delivery by zone, from the store's settings", () => {
    expect(deliveryCharge('inside_dhaka', 100, rates)).toBe(80);
    expect(deliveryCharge('outside_dhaka', 100, rates)).toBe(150);
    const changed = { insideDhaka: 60, outsideDhaka: 120, freeDeliveryFrom: null };
    expect(deliveryCharge('outside_dhaka', 100, changed)).toBe(120);
  });

  it('delivers free from the threshold on, to the paisa', () => {
    const free = { ...rates, freeDeliveryFrom: 10000 };
    expect(deliveryCharge('outside_dhaka', 9999.99, free)).toBe(150);
    expect(deliveryCharge('outside_dhaka', 10000, free)).toBe(0);
    const lines = [{ unitPrice: 5000, quantity: 2 }];
    expect(orderTotals(lines, 'inside_dhaka', free)).toMatchObject({
      deliveryCharge: 0,
      total: 10000,
    });
  });

  it('adds lines, subtotal and delivery', () => {
    const lines = [
      { unitPrice: 54000, quantity: 2 },
      { unitPrice: 4500, quantity: 1 },
    ];
    expect(orderTotals(lines, 'inside_dhaka', rates)).toEqual({
      lineTotals: [108000, 4500],
      subtotal: 112500,
      discount: 0,
      deliveryCharge: 80,
      total: 112580,
    });
    expect(orderTotals(lines, 'outside_dhaka', rates).total).toBe(112650);
  });

  it('adds paisa exactly, where floating point would drift', () => {
    const lines = [
      { unitPrice: 0.1, quantity: 1 },
      { unitPrice: 0.2, quantity: 1 },
      { unitPrice: 1999.99, quantity: 3 },
    ];
    const totals = orderTotals(lines, 'inside_dhaka', rates);
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
