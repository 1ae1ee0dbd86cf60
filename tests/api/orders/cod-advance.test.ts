import { count, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, outboxMessages, payments, storeSettings } from '@/lib/db/schema';
import { setCourierSettingsForTests } from '@/lib/fulfilment/couriers/settings';
import { requestCourierBooking } from '@/lib/fulfilment/couriers/request-booking';
import { releaseExpiredOrders } from '@/lib/ordering/orders/release';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { setSslcommerzConfigForTests } from '@/lib/payments/sslcommerz/config';
import type { PaymentSettings } from '@/lib/content/schemas/payment-settings';
import { createStaff } from '../../stock/support';
import { describeGateway, notify, orderRow } from './gateway-suite';
import { orderBody, placeOrder, stockOf, variantBySku } from './support';

/** The store's advance settings, as staff would save them. */
async function setAdvance(value: PaymentSettings) {
  await getDb()
    .insert(storeSettings)
    .values({ key: 'payment', value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
}

const messagesAbout = async (number: string) =>
  (
    await getDb()
      .select({ n: count() })
      .from(outboxMessages)
      .where(like(outboxMessages.body, `%${number}%`))
  )[0]!.n;

// One saree (৳18,000) delivered inside Dhaka (৳80): ৳18,080.
const byDelivery: PaymentSettings = {
  codAdvanceFrom: 18_000,
  advanceKind: 'delivery',
  advancePercent: 10,
  madeToMeasurePercent: 10,
  escrow: false,
};

describeGateway('the cash-on-delivery advance', (context) => {
  let saree = 0;
  const codOrder = async () => {
    const placed = await placeOrder(orderBody([{ id: saree, quantity: 1 }]), {
      headers: context.shopper.headers,
    });
    expect(placed.status).toBe(201);
    return placed.body;
  };

  beforeAll(async () => {
    saree = (await variantBySku('SR-7-Free')).id;
  });

  beforeEach(() => setAdvance(byDelivery));

  it('asks nothing of an order below the threshold', async () => {
    await setAdvance({ ...byDelivery, codAdvanceFrom: 18_081 });
    const { order, payment_url: paymentUrl } = await codOrder();
    expect(order).toMatchObject({ status: 'pending', total: 18080, advance: null });
    expect(paymentUrl ?? null).toBeNull();
    expect((await orderRow(order.number)).advanceAmount).toBe(0);
  });

  it('asks the delivery charge through SSLCommerz from the threshold on, holding the stock', async () => {
    const { order, payment_url: paymentUrl } = await codOrder();
    expect(order).toMatchObject({
      status: 'pending_payment',
      total: 18080,
      payment: { method: 'cod', status: 'unpaid' },
      advance: { amount: 80, paid: false, due_on_delivery: 18000 },
    });
    expect(paymentUrl).toMatch(new RegExp(`^${context.gateway.url}/pay/`));
    expect(context.gateway.sessions.get(order.number)?.fields).toMatchObject({
      total_amount: '80.00',
      tran_id: order.number,
    });
    expect(await orderRow(order.number)).toMatchObject({ advanceAmount: 80, tranId: order.number });
    expect(await stockOf('SR-7-Free')).toBe(4);
    // The order's messages wait for the advance, as an online order's wait for its payment.
    expect(await messagesAbout(order.number)).toBe(0);
  });

  it('asks the store’s percentage of the total, rounded up to whole taka', async () => {
    await setAdvance({ ...byDelivery, advanceKind: 'percentage', advancePercent: 15 });
    const { order } = await codOrder();
    // 15% of ৳18,080 is ৳2,712.
    expect(order.advance).toEqual({ amount: 2712, paid: false, due_on_delivery: 15368 });
    expect(context.gateway.sessions.get(order.number)?.fields.total_amount).toBe('2712.00');
  });

  it('refuses a validation for any amount but the advance', async () => {
    const { order } = await codOrder();
    const paid = context.gateway.pay(order.number);
    context.gateway.tamper(paid.val_id!, { amount: '18080.00', currency_amount: '18080.00' });
    expect((await notify(paid)).body).toEqual({ received: true, paid: false });
    expect(await orderRow(order.number)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
    const recorded = await getDb().select().from(payments).where(eq(payments.valId, paid.val_id!));
    expect(recorded).toEqual([]);
  });

  it('waits for the call once the advance is validated; the courier collects the rest; delivered is paid', async () => {
    const { order } = await codOrder();
    const paid = context.gateway.pay(order.number);
    expect((await notify(paid)).body).toEqual({ received: true, paid: true });
    const row = await orderRow(order.number);
    expect(row).toMatchObject({
      status: 'pending',
      paymentStatus: 'partially_paid',
      paymentUrl: null,
    });
    const [payment] = await getDb().select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment).toMatchObject({ amount: 80, tranId: order.number, status: 'VALID' });
    expect(await messagesAbout(order.number)).toBeGreaterThan(0);
    // The placed messages ask the courier's part only: the total less the advance.
    const placed = await getDb()
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(like(outboxMessages.body, `%${order.number} (Tk 18,080, Tk 18,000 due on delivery)%`));
    expect(placed.length).toBeGreaterThan(0);
    // A replayed notification changes nothing.
    expect((await notify(paid)).body.paid).toBe(true);
    expect(await orderRow(order.number)).toEqual(row);

    await updateOrderStatus(order.number, 'confirmed');
    setCourierSettingsForTests({
      steadfast: { apiKey: 'k', secretKey: 's', baseUrl: 'http://127.0.0.1:9' },
    });
    try {
      const clerk = await createStaff(getDb(), 'Advance Clerk');
      const booked = await requestCourierBooking(clerk, order.number, 'steadfast');
      expect(booked.codAmount).toBe(18000);
    } finally {
      setCourierSettingsForTests(undefined);
    }
    await getDb().update(orders).set({ status: 'shipped' }).where(eq(orders.id, row.id));
    const delivered = await updateOrderStatus(order.number, 'delivered');
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });

  it('releases an order whose advance is not paid in time, giving its stock back', async () => {
    const { order } = await codOrder();
    expect(await stockOf('SR-7-Free')).toBe(4);
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, order.number));
    expect(await releaseExpiredOrders()).toBe(1);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect(await stockOf('SR-7-Free')).toBe(5);
  });

  it('asks no advance while SSLCommerz is not configured: cash on delivery as before', async () => {
    setSslcommerzConfigForTests(null);
    try {
      const { order, payment_url: paymentUrl } = await codOrder();
      expect(order).toMatchObject({ status: 'pending', advance: null });
      expect(paymentUrl ?? null).toBeNull();
    } finally {
      setSslcommerzConfigForTests(context.config);
    }
  });
});
