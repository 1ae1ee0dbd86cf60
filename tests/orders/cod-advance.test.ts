import { advanceFor, dueOnDelivery, gatewayAmount } from '@/lib/ordering/orders/advance';
import { amountToCollect } from '@/lib/ordering/orders/documents/amounts';
import {
  paymentSettingsSchema,
  type PaymentSettings,
} from '@/lib/content/schemas/payment-settings';
import { sampleOrder } from '../order-documents/sample-order';

const delivery: PaymentSettings = {
  codAdvanceFrom: 100_000,
  advanceKind: 'delivery',
  advancePercent: 10,
  madeToMeasurePercent: 10,
  escrow: false,
};
const percentage: PaymentSettings = { ...delivery, advanceKind: 'percentage', advancePercent: 15 };

describe('the cash-on-delivery advance', () => {
  it('asks nothing below the threshold, and from the threshold on', () => {
    expect(advanceFor({ total: 99_999, deliveryCharge: 150 }, delivery)).toBe(0);
    expect(advanceFor({ total: 100_000, deliveryCharge: 150 }, delivery)).toBe(150);
    expect(advanceFor({ total: 452_080, deliveryCharge: 80 }, delivery)).toBe(80);
  });

  it('never asks when the store set no threshold', () => {
    const never = { ...percentage, codAdvanceFrom: null };
    expect(advanceFor({ total: 10_000_000, deliveryCharge: 150 }, never)).toBe(0);
  });

  it('is a percentage of the total in whole taka, rounded up, at most the total', () => {
    expect(advanceFor({ total: 200_000, deliveryCharge: 80 }, percentage)).toBe(30_000);
    expect(advanceFor({ total: 100_001, deliveryCharge: 80 }, percentage)).toBe(15_001);
    const all = { ...percentage, advancePercent: 100 };
    expect(advanceFor({ total: 100_000.5, deliveryCharge: 0 }, all)).toBe(100_000);
  });

  it('is nothing when the delivery is free and the advance is the delivery charge', () => {
    expect(advanceFor({ total: 300_000, deliveryCharge: 0 }, delivery)).toBe(0);
  });

  it('leaves the courier the total less the advance once it is paid', () => {
    const row = { paymentMethod: 'cod', total: 200_000, advanceAmount: 30_000 } as const;
    expect(dueOnDelivery({ ...row, paymentStatus: 'unpaid' })).toBe(200_000);
    expect(dueOnDelivery({ ...row, paymentStatus: 'partially_paid' })).toBe(170_000);
    expect(dueOnDelivery({ ...row, paymentStatus: 'paid' })).toBe(0);
    expect(gatewayAmount(row)).toBe(30_000);
    expect(gatewayAmount({ ...row, paymentMethod: 'sslcommerz' })).toBe(200_000);
    const order = sampleOrder({
      advance: 80,
      payment: { method: 'cod', status: 'partially_paid' },
    });
    expect(amountToCollect(order)).toBe(order.total - 80);
    expect(amountToCollect({ ...order, status: 'cancelled' })).toBe(0);
  });

  it('reads the settings form: a blank threshold is never, the percentage 1 to 100', () => {
    const parsed = paymentSettingsSchema.parse({
      codAdvanceFrom: '',
      advanceKind: 'percentage',
      advancePercent: '20',
    });
    // A section saved before the made-to-measure share reads as the lawful 10%, no escrow.
    expect(parsed).toEqual({
      codAdvanceFrom: null,
      advanceKind: 'percentage',
      advancePercent: 20,
      madeToMeasurePercent: 10,
      escrow: false,
    });
    const refused = paymentSettingsSchema.safeParse({
      codAdvanceFrom: '12.5',
      advanceKind: 'half',
      advancePercent: '0',
    });
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['advanceKind', 'advancePercent', 'codAdvanceFrom']);
  });

  it('asks a made-to-measure order its own share of the total, whatever the advance kind', () => {
    const sewn = { ...delivery, madeToMeasurePercent: 8 };
    const totals = { total: 200_000, deliveryCharge: 80 };
    expect(advanceFor(totals, sewn)).toBe(80);
    expect(advanceFor(totals, sewn, { madeToMeasure: true })).toBe(16_000);
    expect(advanceFor({ ...totals, total: 99_999 }, sewn, { madeToMeasure: true })).toBe(0);
  });

  it('refuses a made-to-measure advance above the lawful 10% unless escrow holds it', () => {
    const form = { codAdvanceFrom: '100000', advanceKind: 'delivery', advancePercent: '10' };
    const above = paymentSettingsSchema.safeParse({ ...form, madeToMeasurePercent: '25' });
    expect(above.success).toBe(false);
    expect(above.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'madeToMeasurePercent',
    ]);
    const held = paymentSettingsSchema.parse({ ...form, madeToMeasurePercent: '25', escrow: 'on' });
    expect(held).toMatchObject({ madeToMeasurePercent: 25, escrow: true });
  });
});
