import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { drainJobs } from '@/lib/jobs/drain';
import { releaseExpiredOrders } from '@/lib/orders/release';
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
    expect(madeUp.headers.get('location')).toBe(`/checkout/confirmation/${order.number}`);
    context.gateway.tamper(paid.val_id!, { amount: '18.08', currency_amount: '18.08' });
    await returnTo('success', paid);
    expect(await orderRow(order.number)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
    const unknown = await returnTo('success', { tran_id: 'NJ-000000-00000', val_id: 'VALx' });
    expect(unknown.headers.get('location')).toBe('/checkout?payment=failed');
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
