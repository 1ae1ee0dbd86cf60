import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { releaseByTranId, releaseExpiredOrders } from '@/lib/ordering/orders/release';
import { describeGateway, orderRow } from '@/tests/api/orders/gateway-suite';
import { movementsOfOrder } from './support';

// An unpaid gateway order holds its pieces; released, it gives them back: both are movements.
describeGateway('released unpaid orders record their stock movements', (context) => {
  it('an order whose time is up gives its piece back with an "order_cancelled" movement', async () => {
    const { order } = await context.payLater();
    const { id } = await orderRow(order.number);
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    expect(await releaseExpiredOrders()).toBe(1);
    expect(await movementsOfOrder(id)).toEqual([
      expect.objectContaining({ reason: 'order', delta: -1, stockAfter: 4 }),
      expect.objectContaining({ reason: 'order_cancelled', delta: 1, stockAfter: 5 }),
    ]);
  });

  it('a payment the gateway reports failed gives the piece back the same way', async () => {
    const { order } = await context.payLater();
    const { id } = await orderRow(order.number);
    await releaseByTranId(order.number, 'The payment failed', 'failed');
    expect(await movementsOfOrder(id)).toEqual([
      expect.objectContaining({ reason: 'order', delta: -1, stockAfter: 4 }),
      expect.objectContaining({ reason: 'order_cancelled', delta: 1, stockAfter: 5 }),
    ]);
    // Released once: a second report changes nothing.
    await releaseByTranId(order.number, 'The payment failed', 'failed');
    expect(await movementsOfOrder(id)).toHaveLength(2);
  });
});
