import { and, eq, like, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, orders, outboxMessages, payments } from '@/lib/db/schema';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import { releaseHold } from '@/lib/ordering/orders/desk/release-hold';
import { releaseExpiredOrders } from '@/lib/ordering/orders/release';
import type { Actor } from '@/lib/identity/staff/actor';
import { createStaff } from '../stock/support';
import { describeGateway, notify, orderRow } from '../api/orders/gateway-suite';
import { stockOf } from '../api/orders/support';

const confirmationsOf = async (number: string) =>
  (
    await getDb()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.body, `%Order ${number} is confirmed%`))
  ).length;

const auditOf = (number: string, action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, number), eq(auditLog.action, action)));

describeGateway('a payment the gateway flags as risky', (context) => {
  let clerk: Actor;
  beforeAll(async () => {
    clerk = await createStaff(getDb(), 'Rahima Clerk', 'staff');
  });

  /** A new SSLCommerz order paid with risk_level 1; its number. */
  async function riskyPaid(): Promise<string> {
    const { order } = await context.payLater();
    context.gateway.flagRisk(order.number, '1', 'Card used from an unusual place');
    const answer = await notify(context.gateway.pay(order.number));
    expect(answer.body).toEqual({ received: true, paid: true });
    return order.number;
  }

  it('stores risk_level and risk_title, holds the paid order for review and tells nobody yet', async () => {
    const number = await riskyPaid();
    const row = await orderRow(number);
    expect(row).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'paid',
      reviewHold: 'risky_payment',
      expiresAt: null,
    });
    const [payment] = await getDb().select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment).toMatchObject({ riskLevel: 1, riskTitle: 'Card used from an unusual place' });
    expect(await confirmationsOf(number)).toBe(0);

    // Its time running out does not cancel a paid, held order.
    await getDb()
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, row.id));
    await releaseExpiredOrders();
    expect((await orderRow(number)).status).toBe('pending_payment');

    // The desk shows it held, with the gateway's verdict, and offers only cancelling.
    const desk = await readDeskOrder(number);
    expect(desk).toMatchObject({ reviewHold: 'risky_payment', next: ['cancelled'] });
    expect(desk!.payment.records[0]!.risk).toEqual({
      level: 1,
      title: 'Card used from an unusual place',
    });
    await expect(moveOrder(clerk, number, 'confirmed')).rejects.toMatchObject({
      code: 'order_held',
    });
  });

  it('goes on, confirmed and announced, when staff release it, and the release is audited', async () => {
    const number = await riskyPaid();
    await expect(releaseHold(clerk, number, ' ')).rejects.toMatchObject({ kind: 'invalid' });
    const released = await releaseHold(clerk, number, 'Called her: the card is hers');
    expect(released).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      reviewHold: null,
    });
    expect(await confirmationsOf(number)).toBe(2);
    expect(await auditOf(number, 'order.hold_release')).toEqual([
      expect.objectContaining({
        actorId: clerk.id,
        before: { reviewHold: 'risky_payment', status: 'pending_payment' },
        after: { reviewHold: null, status: 'confirmed', reason: 'Called her: the card is hers' },
      }),
    ]);
    await expect(releaseHold(clerk, number, 'Again')).rejects.toMatchObject({
      code: 'order_not_held',
    });
  });

  it('gives the stock back when staff cancel it instead, audited with the hold it had', async () => {
    const before = await stockOf('SR-7-Free');
    const number = await riskyPaid();
    const { order } = await moveOrder(clerk, number, 'cancelled', { note: 'Not her card' });
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', reviewHold: null });
    expect(await stockOf('SR-7-Free')).toBe(before);
    expect(await auditOf(number, 'order.status')).toEqual([
      expect.objectContaining({
        before: { status: 'pending_payment', paymentStatus: 'paid', reviewHold: 'risky_payment' },
      }),
    ]);
    // Paid and cancelled: the desk offers the refund.
    expect((await readDeskOrder(number))!.payment.refundable).toBe(order.total);
  });

  it('confirms a payment the gateway calls safe as before, keeping its verdict', async () => {
    const { order } = await context.payLater();
    await notify(context.gateway.pay(order.number));
    const row = await orderRow(order.number);
    expect(row).toMatchObject({ status: 'confirmed', reviewHold: null });
    const [payment] = await getDb().select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment).toMatchObject({ riskLevel: 0, riskTitle: 'Safe', emiInstalment: null });
  });
});
