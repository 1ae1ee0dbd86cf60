import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { createShopper, type Shopper } from '../shopper/shopper';
import { orderBody, placeOrder, stockOf, variantBySku } from './support';

describeAppDatabase('moving orders along the status table', buildCatalogue, () => {
  let ayesha: Shopper;
  let clutch: number;

  beforeAll(async () => {
    ayesha = await createShopper(getDb(), 'ayesha@example.com');
    clutch = (await variantBySku('AC_1-One')).id;
  });

  const placeTwoClutches = async () =>
    (await placeOrder(orderBody([{ id: clutch, quantity: 2 }]), { headers: ayesha.headers })).body
      .order.number;

  const history = async (number: string) => {
    const [order] = await getDb().select().from(orders).where(eq(orders.number, number));
    const events = await getDb()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.kind, 'status')))
      .orderBy(asc(orderEvents.id));
    return events.map((event) => [event.fromStatus, event.toStatus]);
  };

  it('cancelling a packed order gives its stock back and records the history', async () => {
    const number = await placeTwoClutches();
    expect(await stockOf('AC_1-One')).toBe(7);
    await updateOrderStatus(number, 'confirmed');
    await updateOrderStatus(number, 'packed');
    const cancelled = await updateOrderStatus(number, 'cancelled', 'The shopper called');
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf('AC_1-One')).toBe(9);
    expect(await history(number)).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'packed'],
      ['packed', 'cancelled'],
    ]);
  });

  it('delivers cash on delivery as paid; a return restocks only when resellable', async () => {
    const number = await placeTwoClutches();
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'] as const) {
      await updateOrderStatus(number, status);
    }
    const [delivered] = await getDb().select().from(orders).where(eq(orders.number, number));
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    await updateOrderStatus(number, 'returned', { restock: true, note: 'Unworn' });
    expect(await stockOf('AC_1-One')).toBe(9);

    const damaged = await placeTwoClutches();
    for (const status of ['confirmed', 'shipped', 'returned'] as const) {
      await updateOrderStatus(damaged, status);
    }
    expect(await stockOf('AC_1-One')).toBe(7);
  });

  it('refuses moves the table does not allow (409), changing nothing', async () => {
    const number = await placeTwoClutches();
    await expect(updateOrderStatus(number, 'delivered')).rejects.toMatchObject({
      kind: 'conflict',
      code: 'invalid_transition',
    });
    await expect(updateOrderStatus(number, 'returned')).rejects.toMatchObject({ kind: 'conflict' });
    await expect(updateOrderStatus('NJ-000000-00000', 'cancelled')).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await history(number)).toEqual([[null, 'pending']]);
    expect(await stockOf('AC_1-One')).toBe(5);
  });
});
