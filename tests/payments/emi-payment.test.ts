import { eq } from 'drizzle-orm';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { emiFrom, monthlyInstalment } from '@/lib/content/settings/emi';
import { getDb } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import { mockEmiIssuer } from '@/e2e/support/mock-sslcommerz';
import { createStaff } from '../stock/support';
import { describeGateway, notify, orderRow } from '../api/orders/gateway-suite';
import { placeOrder } from '../api/orders/support';

const plans = [
  { bank: 'BRAC Bank', months: 3, minAmount: 5_000, chargePercent: 0 },
  { bank: 'BRAC Bank', months: 12, minAmount: 10_000, chargePercent: 9 },
  { bank: 'City Bank', months: 24, minAmount: 50_000, chargePercent: 12 },
];

describe('EMI from ৳X a month', () => {
  it('is the cheapest month of the plans the price reaches, the bank’s charge included', () => {
    // ৳18,080 reaches the 3- and 12-month plans: 18080 × 1.09 / 12 = 1642.27 → ৳1,643.
    expect(emiFrom(18_080, plans)).toEqual({ monthly: 1_643, months: 12, zeroCharge: false });
    expect(emiFrom(6_000, plans)).toEqual({ monthly: 2_000, months: 3, zeroCharge: true });
    expect(emiFrom(4_999, plans)).toBeNull();
    expect(emiFrom(18_080, [])).toBeNull();
  });

  it('is worked in whole numbers: a 9% charge on ৳1,20,000 over 12 months is ৳10,900, not a taka more', () => {
    const plan = { bank: 'City Bank', months: 12, minAmount: 10_000, chargePercent: 9 };
    expect(monthlyInstalment(120_000, plan)).toBe(10_900);
    expect(monthlyInstalment(100_001, { ...plan, chargePercent: 6.5 })).toBe(8_876);
  });
});

describeGateway('card instalments through SSLCommerz', (context) => {
  beforeAll(async () => {
    const owner = await createStaff(getDb(), 'Nasreen Owner', 'owner');
    await saveSettings(owner, 'emi', { plans });
  });

  const emiOrder = (changes: object) =>
    placeOrder({ ...context.body(), ...changes }, { headers: context.shopper.headers });

  it('sends the tenure she chose, and stores and shows the instalments the gateway reports', async () => {
    const placed = await emiOrder({ emi: true, emi_months: 12 });
    expect(placed.status).toBe(201);
    const { number } = placed.body.order;
    // Her order says so too (her order page, /track-order, the API).
    expect(placed.body.order.payment.instalments).toEqual({ months: 12 });
    expect(context.gateway.sessions.get(number)!.fields).toMatchObject({
      emi_option: '1',
      emi_max_inst_option: '12',
      emi_selected_inst: '12',
    });
    await notify(context.gateway.pay(number));
    const row = await orderRow(number);
    expect(row).toMatchObject({ status: 'confirmed', emi: true, emiMonths: 12 });
    const [payment] = await getDb().select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment).toMatchObject({
      emiInstalment: 12,
      emiAmount: 1506.67,
      emiDescription: `12 Months EMI at ${mockEmiIssuer}`,
      emiIssuer: mockEmiIssuer,
    });
    const desk = await readDeskOrder(number);
    expect(desk!.payment.emi).toEqual({ months: 12 });
    expect(desk!.payment.records[0]!.emi).toEqual({
      instalments: 12,
      monthly: 1506.67,
      description: `12 Months EMI at ${mockEmiIssuer}`,
      issuer: mockEmiIssuer,
    });
  });

  it('leaves the tenure to the gateway’s page when she chose none here', async () => {
    const placed = await emiOrder({ emi: true });
    const { number } = placed.body.order;
    expect(placed.body.order.payment.instalments).toEqual({ months: null });
    const fields = context.gateway.sessions.get(number)!.fields;
    expect(fields).toMatchObject({ emi_option: '1', emi_max_inst_option: '12' });
    expect(fields).not.toHaveProperty('emi_selected_inst');
    context.gateway.chooseInstalment(number, 3);
    await notify(context.gateway.pay(number));
    const row = await orderRow(number);
    expect(row.emiMonths).toBeNull();
    const [payment] = await getDb().select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment).toMatchObject({ emiInstalment: 3, emiAmount: 6026.67 });
  });

  it('sends no EMI field for a card payment without instalments', async () => {
    const { order } = await context.payLater();
    expect(order.payment).not.toHaveProperty('instalments');
    expect(Object.keys(context.gateway.sessions.get(order.number)!.fields)).not.toContain(
      'emi_option',
    );
  });

  it('refuses a tenure no bank offers for the total, and instalments on cash on delivery', async () => {
    const tooLong = await emiOrder({ emi: true, emi_months: 24 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields).toMatchObject({ emi_months: expect.any(String) });
    const onCod = await emiOrder({ payment: 'cod', emi: true });
    expect(onCod.status).toBe(400);
    expect(onCod.body.error?.fields).toMatchObject({ emi: expect.any(String) });
  });
});
