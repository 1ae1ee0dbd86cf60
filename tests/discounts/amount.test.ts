import { discountAmount, eligibleSubtotal, linesSubtotal } from '@/lib/ordering/discounts/amount';
import { orderTotals } from '@/lib/ordering/orders/totals';
import { settingsDefaults } from '@/lib/content/settings/defaults';

const line = (categoryId: number, unitPrice: number, quantity = 1) => ({
  variantId: categoryId * 100 + quantity,
  categoryId,
  unitPrice,
  quantity,
});

describe('what a discount code takes off', () => {
  it('rounds a percentage down to the whole taka, never up', () => {
    expect(discountAmount('percent', 10, 18000)).toBe(1800);
    expect(discountAmount('percent', 15, 4599)).toBe(689); // 689.85
    expect(discountAmount('percent', 7, 999.99)).toBe(69); // 69.9993
    expect(discountAmount('percent', 33, 0.3)).toBe(0);
    expect(discountAmount('percent', 100, 52000.5)).toBe(52000);
  });

  it('takes a fixed amount, at most what the eligible pieces cost', () => {
    expect(discountAmount('fixed', 500, 4500)).toBe(500);
    expect(discountAmount('fixed', 5000, 4500)).toBe(4500);
    expect(discountAmount('fixed', 5000, 4499.5)).toBe(4499.5);
  });

  it('adds up only the lines in the code’s categories, to the paisa', () => {
    const lines = [line(1, 0.1), line(2, 0.2), line(1, 1999.99, 3)];
    expect(eligibleSubtotal(lines, new Set([1]))).toBe(6000.07);
    expect(eligibleSubtotal(lines, new Set([3]))).toBe(0);
    expect(eligibleSubtotal(lines, null)).toBe(6000.27);
    expect(linesSubtotal(lines)).toBe(6000.27);
  });
});

describe('order totals with a discount', () => {
  const lines = [{ unitPrice: 18000, quantity: 1 }];

  it('takes the discount off the subtotal before delivery is added', () => {
    expect(orderTotals(lines, 'inside_dhaka', settingsDefaults.delivery, 1800)).toEqual({
      lineTotals: [18000],
      subtotal: 18000,
      discount: 1800,
      deliveryCharge: 80,
      total: 16280,
    });
  });

  it('delivers free only when the subtotal after the discount reaches the threshold', () => {
    const rates = { ...settingsDefaults.delivery, freeDeliveryFrom: 17000 };
    expect(orderTotals(lines, 'outside_dhaka', rates, 1000)).toMatchObject({
      deliveryCharge: 0,
      total: 17000,
    });
    expect(orderTotals(lines, 'outside_dhaka', rates, 1000.01)).toMatchObject({
      deliveryCharge: 150,
      total: 17149.99,
    });
  });

  it('never takes off more than the subtotal', () => {
    expect(orderTotals(lines, 'inside_dhaka', settingsDefaults.delivery, 20000)).toMatchObject({
      discount: 18000,
      total: 80,
    });
  });
});
