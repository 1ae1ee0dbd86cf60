import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { lowStockGlance } from '@/lib/ordering/dashboard/low-stock-glance';
import { ordersByDay, ordersToday } from '@/lib/ordering/dashboard/orders-by-day';
import { ordersWaiting } from '@/lib/ordering/dashboard/orders-waiting';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { insertOrder } from './support';

// Dhaka is six hours ahead of UTC: 00:01 in Dhaka is 18:01 UTC the day before, so an order
// counted by its UTC day lands on the wrong one.
const now = new Date('2026-03-10T23:59:30+06:00');

describeAppDatabase('the dashboard’s figures', buildCatalogue, () => {
  beforeAll(async () => {
    const db = getDb();
    const place = (
      at: string,
      status: Parameters<typeof insertOrder>[1]['status'],
      total: number,
    ) => insertOrder(db, { at, status, total });
    // Today, 10 March in Dhaka: from its first minute to its last, one of them cancelled.
    await place('2026-03-10T00:01:00+06:00', 'pending', 1000);
    await place('2026-03-10T12:00:00+06:00', 'cancelled', 9000);
    await place('2026-03-10T23:59:00+06:00', 'confirmed', 2500.5);
    // Yesterday's last minute, and an order earlier in the month.
    await place('2026-03-09T23:59:00+06:00', 'packed', 700);
    await place('2026-03-05T10:00:00+06:00', 'shipped', 1200);
    // Still waiting for its online payment: an order, not yet revenue.
    await place('2026-03-05T11:00:00+06:00', 'pending_payment', 800);
    // The first of the 30 days (9 February) from its first minute; the day before it is out.
    await place('2026-02-09T00:01:00+06:00', 'delivered', 300);
    await place('2026-02-08T23:59:00+06:00', 'delivered', 400);
    // Tomorrow in Dhaka has not come yet for `now`.
    await place('2026-03-11T00:01:00+06:00', 'pending', 50);
  });

  it('counts today’s orders in Dhaka, and their revenue without the cancelled one', async () => {
    expect(await ordersToday(now)).toEqual({ day: '2026-03-10', orders: 3, revenue: 3500.5 });
    // A minute into the next Dhaka day, only that day's order counts.
    expect(await ordersToday(new Date('2026-03-11T00:02:00+06:00'))).toEqual({
      day: '2026-03-11',
      orders: 1,
      revenue: 50,
    });
  });

  it('gives 30 Dhaka days, oldest first, with the empty days as zeros', async () => {
    const days = await ordersByDay(now, 30);
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-02-09');
    expect(days[29]!.day).toBe('2026-03-10');
    // Consecutive calendar days, across the end of February.
    const feb28 = days.findIndex((day) => day.day === '2026-02-28');
    expect(days[feb28 + 1]!.day).toBe('2026-03-01');
    const withOrders = days.filter((day) => day.orders > 0);
    expect(withOrders).toEqual([
      { day: '2026-02-09', orders: 1, revenue: 300 },
      { day: '2026-03-05', orders: 2, revenue: 1200 },
      { day: '2026-03-09', orders: 1, revenue: 700 },
      { day: '2026-03-10', orders: 3, revenue: 3500.5 },
    ]);
    expect(days.filter((day) => day.orders === 0)).toHaveLength(26);
    expect(days.every((day) => day.orders > 0 || day.revenue === 0)).toBe(true);
  });

  it('counts a day whose orders were all cancelled as orders with no revenue', async () => {
    const { id } = await insertOrder(getDb(), {
      at: '2026-02-20T09:00:00+06:00',
      status: 'cancelled',
      total: 5000,
    });
    try {
      const days = await ordersByDay(now, 30);
      expect(days.find((day) => day.day === '2026-02-20')).toEqual({
        day: '2026-02-20',
        orders: 1,
        revenue: 0,
      });
    } finally {
      await getDb().delete(orders).where(eq(orders.id, id));
    }
  });

  it('counts the orders waiting for the call, for packing and for a courier', async () => {
    expect(await ordersWaiting()).toEqual({ pending: 2, confirmed: 1, packed: 1 });
  });

  it('gives the low-stock count and the pieces with the fewest left', async () => {
    const glance = await lowStockGlance(5);
    expect(glance.total).toBe(6);
    expect(glance.items.map((item) => item.stock)).toEqual([0, 0, 1, 1, 1]);
  });
});
