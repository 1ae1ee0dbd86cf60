import { count, eq, like, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders, outboxMessages, payments } from '@/lib/db/schema';
import { releaseExpiredOrders } from '@/lib/ordering/orders/release';
import { setSslcommerzConfigForTests } from '@/lib/payments/sslcommerz/config';
import { closedPort, describeGateway, notify, orderRow } from './gateway-suite';
import { placeOrder, stockOf } from './support';

const paymentsOf = async (where: SQL) =>
  (await getDb().select({ n: count() }).from(payments).where(where))[0]!.n;
const messagesLike = async (text: string) =>
  (
    await getDb().select({ n: count() }).from(outboxMessages).where(like(outboxMessages.body, text))
  )[0]!.n;

describeGateway('SSLCommerz sessions and notifications', (context) => {
  it('opens a gateway session and holds the stock while the order waits for payment', async () => {
    const { order, payment_url: paymentUrl } = await context.payLater();
    expect(order).toMatchObject({
      status: 'pending_payment',
      total: 18080,
      payment: { method: 'sslcommerz', status: 'unpaid' },
    });
    expect(paymentUrl).toMatch(new RegExp(`^${context.gateway.url}/pay/`));
    expect(await stockOf('SR-7-Free')).toBe(4);
    expect(context.gateway.sessions.get(order.number)?.fields).toMatchObject({
      store_id: context.config.storeId,
      total_amount: '18080.00',
      currency: 'BDT',
      tran_id: order.number,
      success_url: 'http://store.test/api/v1/payments/sslcommerz/return/success',
      fail_url: 'http://store.test/api/v1/payments/sslcommerz/return/fail',
      cancel_url: 'http://store.test/api/v1/payments/sslcommerz/return/cancel',
      ipn_url: 'http://store.test/api/v1/payments/sslcommerz/ipn',
      cus_name: 'Ayesha Rahman',
      cus_phone: '+8801712345678',
      cus_email: 'ayesha@example.com',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      ship_name: 'Ayesha Rahman',
      num_of_item: '1',
      product_name: 'Ivory Banarasi Saree',
      product_profile: 'physical-goods',
    });
    // Not confirmed yet, so no confirmation either.
    expect(await messagesLike(`%${order.number}%`)).toBe(0);
  });

  it('answers a repeated request with the same order and payment page', async () => {
    const first = await context.payLater('pay-twice');
    const again = await placeOrder(context.body(), {
      headers: context.shopper.headers,
      key: 'pay-twice',
    });
    expect(again.status).toBe(200);
    expect(again.body.payment_url).toBe(first.payment_url);
    expect(await stockOf('SR-7-Free')).toBe(4);
  });

  it('confirms the order once the validation API confirms the IPN, and a replayed IPN changes nothing', async () => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    const answer = await notify(paid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true, paid: true });
    const confirmed = await orderRow(order.number);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentUrl: null,
    });
    const [payment] = await getDb()
      .select()
      .from(payments)
      .where(eq(payments.orderId, confirmed.id));
    expect(payment).toMatchObject({
      valId: paid.val_id,
      tranId: order.number,
      amount: 18080,
      currency: 'BDT',
      status: 'VALID',
    });
    expect(payment!.raw).toMatchObject({ tran_id: order.number, amount: '18080.00' });
    const confirmations = `%Order ${order.number} is confirmed%`;
    expect(await messagesLike(confirmations)).toBe(2);

    const events = await getDb()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, confirmed.id));
    const replay = await notify(paid);
    expect(replay.status).toBe(200);
    expect(await orderRow(order.number)).toEqual(confirmed);
    expect(await paymentsOf(eq(payments.orderId, confirmed.id))).toBe(1);
    expect(
      await getDb().select().from(orderEvents).where(eq(orderEvents.orderId, confirmed.id)),
    ).toEqual(events);
    expect(await messagesLike(confirmations)).toBe(2);
    expect(await stockOf('SR-7-Free')).toBe(4);
  });

  it('refuses an IPN whose signature does not hold, without asking the gateway', async () => {
    const { order } = await context.payLater();
    const asked = context.gateway.validations;
    const forged = await notify({ ...context.gateway.pay(order.number), amount: '1.00' });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    const unsigned = await notify({ status: 'VALID', tran_id: order.number, val_id: 'VAL1' });
    expect(unsigned.status).toBe(400);
    expect(context.gateway.validations).toBe(asked);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
  });

  it.each([
    ['an amount that differs', { amount: '18079.00', currency_amount: '18079.00' }],
    ['another currency', { currency: 'USD', currency_type: 'USD' }],
    ['another transaction', { tran_id: 'NJ-000000-00000' }],
    ['INVALID_TRANSACTION', { status: 'INVALID_TRANSACTION' }],
  ])('leaves the order unpaid when validation answers %s', async (_case, changes) => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    context.gateway.tamper(paid.val_id!, changes);
    expect((await notify(paid)).body).toEqual({ received: true, paid: false });
    expect(await orderRow(order.number)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
    expect(await paymentsOf(eq(payments.valId, paid.val_id!))).toBe(0);
  });

  it('leaves the order unpaid when the validation API cannot be reached', async () => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    setSslcommerzConfigForTests({
      ...context.config,
      apiUrl: `http://127.0.0.1:${await closedPort()}`,
    });
    try {
      expect((await notify(paid)).body).toEqual({ received: true, paid: false });
    } finally {
      setSslcommerzConfigForTests(context.config);
    }
    expect(await orderRow(order.number)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
    // The gateway retries; once validation answers, the order is paid.
    expect((await notify(paid)).body.paid).toBe(true);
  });

  it('records a payment that arrives after the order lapsed as due for refund, without reviving it', async () => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, order.number));
    await releaseExpiredOrders();
    expect(await stockOf('SR-7-Free')).toBe(5);
    expect((await notify(paid)).body.paid).toBe(true);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect(await stockOf('SR-7-Free')).toBe(5);
    expect(await messagesLike(`%${order.number} after it had lapsed%`)).toBe(1);
  });

  it('cancels the order and frees its key when the gateway refuses the session (503)', async () => {
    context.gateway.refuseSessions = true;
    const body = context.body();
    const refused = await placeOrder(body, {
      headers: context.shopper.headers,
      key: 'gateway-down',
    });
    context.gateway.refuseSessions = false;
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('payment_unavailable');
    expect(await stockOf('SR-7-Free')).toBe(5);
    const retried = await placeOrder(body, {
      headers: context.shopper.headers,
      key: 'gateway-down',
    });
    expect(retried.status).toBe(201);
    expect(retried.body.payment_url).toBeTruthy();
    expect(await stockOf('SR-7-Free')).toBe(4);
  });
});
