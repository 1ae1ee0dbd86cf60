import { eq, sql } from 'drizzle-orm';
import { POST as gatewayReturn } from '@/app/api/v1/payments/sslcommerz/return/[outcome]/route';
import type { RouteHandler } from '@/lib/api/handler';
import { limits } from '@/lib/identity/auth/limits';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { releaseExpiredOrders } from '@/lib/ordering/orders/release';
import { signFields } from '@/lib/payments/sslcommerz/signature';
import { call } from '../helpers/call';
import { fromAddress } from '../helpers/from-address';
import { describeGateway, orderRow, returnTo } from './gateway-suite';
import { stockOf } from './support';

describeGateway('SSLCommerz returns and expiry', (context) => {
  it('sends the shopper back from a paid session to the confirmation page, paid through validation', async () => {
    const { order } = await context.payLater();
    const back = await returnTo('success', context.gateway.pay(order.number));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/checkout/confirmation/${order.number}`);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('never marks an order paid on the success return alone', async () => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    const madeUp = await returnTo('success', { ...paid, val_id: 'VALmadeup' });
    expect(madeUp.status).toBe(303);
    expect(madeUp.headers.get('location')).toBe('/checkout?payment=failed');
    context.gateway.tamper(paid.val_id!, { amount: '18.08', currency_amount: '18.08' });
    await returnTo('success', paid);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
    const unknown = await returnTo('success', { tran_id: 'NJ-000000-00000', val_id: 'VALx' });
    expect(unknown.headers.get('location')).toBe('/checkout?payment=failed');
  });

  it('answers every return that is not the gateway’s report of an order’s own payment alike, asking the gateway nothing', async () => {
    const { order } = await context.payLater();
    const paid = context.gateway.pay(order.number);
    const asked = context.gateway.validations;
    const unsigned = Object.fromEntries(
      Object.entries(paid).filter(([field]) => !field.startsWith('verify_')),
    );
    const signed = (fields: Record<string, string>) =>
      signFields(fields, context.config.storePassword);
    const forms = {
      'no order at all': { tran_id: 'NJ-000000-00000', val_id: 'VALx' },
      'an unknown number, signed': signed({ ...unsigned, tran_id: 'NJ-000000-00000' }),
      'a real order, unsigned': unsigned,
      'a real order, a made-up val_id': { ...paid, val_id: 'VALmadeup' },
      'a real order, another amount': signed({ ...unsigned, amount: '18.08' }),
      'a real order, another currency': signed({ ...unsigned, currency: 'USD' }),
      'a real order, not VALID': signed({ ...unsigned, status: 'FAILED' }),
      'signed with another password': signFields(unsigned, 'not-the-store-password'),
    };
    for (const fields of Object.values(forms)) {
      const back = await returnTo('success', fields);
      expect([back.status, back.headers.get('location')]).toEqual([
        303,
        '/checkout?payment=failed',
      ]);
    }
    expect(context.gateway.validations).toBe(asked);
    expect(await orderRow(order.number)).toMatchObject({ paymentStatus: 'unpaid' });

    // The gateway's own report is settled once; its repeat asks the gateway nothing more.
    const back = await returnTo('success', paid);
    expect(back.headers.get('location')).toBe(`/checkout/confirmation/${order.number}`);
    expect(context.gateway.validations).toBe(asked + 1);
    const again = await returnTo('success', paid);
    expect(again.headers.get('location')).toBe(`/checkout/confirmation/${order.number}`);
    expect(context.gateway.validations).toBe(asked + 1);
  });

  it('limits the returns an address may send (429)', async () => {
    const from = fromAddress('203.0.113.77');
    const post = () =>
      call(gatewayReturn as RouteHandler, '/api/v1/payments/sslcommerz/return/success', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from },
        body: new URLSearchParams({ tran_id: 'NJ-000000-00000', val_id: 'VALx' }).toString(),
        params: { outcome: 'success' },
      });
    for (let sent = 0; sent < limits.gatewayReturnsPerIp.limit; sent += 1) {
      expect((await post()).status).toBe(303);
    }
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it.each([
    ['fail', 'FAILED', 'failed'],
    ['cancel', 'CANCELLED', 'cancelled'],
  ] as const)('releases the order on a signed %s return', async (outcome, status, shown) => {
    const { order } = await context.payLater();
    expect(await stockOf('SR-7-Free')).toBe(4);
    const fields = context.gateway.abandon(order.number, status);
    // Anyone can post this form; unsigned, it is only a redirect.
    const unsigned = await returnTo(outcome, { tran_id: order.number, status });
    expect(unsigned.headers.get('location')).toBe(`/checkout?payment=${shown}`);
    expect((await orderRow(order.number)).status).toBe('pending_payment');
    const back = await returnTo(outcome, fields);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/checkout?payment=${shown}`);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: shown,
    });
    expect(await stockOf('SR-7-Free')).toBe(5);
  });

  it('releases unpaid orders whose time is up, and only those', async () => {
    const late = await context.payLater();
    const fresh = await context.payLater();
    expect(await stockOf('SR-7-Free')).toBe(3);
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, late.order.number));
    expect(await releaseExpiredOrders()).toBe(1);
    expect(await orderRow(late.order.number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect((await orderRow(fresh.order.number)).status).toBe('pending_payment');
    expect(await stockOf('SR-7-Free')).toBe(4);
    expect(await releaseExpiredOrders()).toBe(0);

    // Each order has its own release job, due at its expiry: the queue releases it then.
    const due = await getDb().execute(
      sql`SELECT start_after FROM pgboss.job WHERE name = 'release-order' AND data->>'orderId' = ${String(
        (await orderRow(fresh.order.number)).id,
      )}`,
    );
    expect(new Date(due.rows[0]!.start_after as string).getTime()).toBeGreaterThan(Date.now());
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, fresh.order.number));
    await getDb().execute(
      sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'release-order'`,
    );
    expect(await drainJobs(['release-order'])).toMatchObject({ failed: 0 });
    expect((await orderRow(fresh.order.number)).status).toBe('cancelled');
    expect(await stockOf('SR-7-Free')).toBe(5);
  });
});
