import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems, orders as ordersTable } from '@/lib/db/schema';
import { listDeskOrders } from '@/lib/ordering/orders/desk/list-desk-orders';
import type { DeskOrderQueryInput } from '@/lib/ordering/schemas/order-desk';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { insertOrder, refusal } from './support';

const at = (iso: string) => new Date(iso);

/** The numbers of the orders listed for `filters`, in the list's order. */
const numbers = async (filters: DeskOrderQueryInput) =>
  (await listDeskOrders(filters)).rows.map((row) => row.number);

describeAppDatabase(
  "the desk's order list",
  async () => undefined,
  () => {
    const n: Record<string, string> = {};

    beforeAll(async () => {
      const orders = {
        // Dhaka 11 March, 00:30: in the 11th for Dhaka, still the 10th in UTC.
        justAfterMidnight: await insertOrder({
          createdAt: at('2026-03-10T18:30:00Z'),
          contactName: 'Farzana Haque',
          contactPhone: '+8801811111111',
        }),
        // Dhaka 10 March, 23:59.
        lastMinute: await insertOrder({
          createdAt: at('2026-03-10T17:59:00Z'),
          status: 'confirmed',
          paymentMethod: 'sslcommerz',
          paymentStatus: 'paid',
          contactName: 'Nusrat Jahan',
          contactPhone: '+8801922222222',
          division: 'Chattogram',
          district: 'Chattogram',
          delivery: 'outside_dhaka',
          subtotal: 50_000,
          deliveryCharge: 150,
        }),
        cancelled: await insertOrder({
          createdAt: at('2026-03-12T06:00:00Z'),
          status: 'cancelled',
          contactName: 'Tahmina Akter',
          contactPhone: '+8801711112222',
          division: 'Sylhet',
          district: 'Sylhet',
          delivery: 'outside_dhaka',
          subtotal: 3_000,
        }),
        shipped: await insertOrder({
          createdAt: at('2026-03-13T06:00:00Z'),
          status: 'shipped',
          contactName: 'farzana rahman',
          contactPhone: '+8801833333333',
          subtotal: 20_000,
        }),
        refunded: await insertOrder({
          createdAt: at('2026-03-14T06:00:00Z'),
          status: 'delivered',
          paymentMethod: 'sslcommerz',
          paymentStatus: 'partially_refunded',
          contactName: 'Rumana 100% Islam',
          contactPhone: '+8801944444444',
          subtotal: 7_000,
        }),
      };
      for (const [name, row] of Object.entries(orders)) n[name] = row.number;
    });

    it('lists every order newest first, 25 a page, with how many there are', async () => {
      const list = await listDeskOrders();
      expect(list).toMatchObject({ total: 5, page: 1, pageSize: 25 });
      expect(list.rows.map((row) => row.number)).toEqual([
        n.refunded,
        n.shipped,
        n.cancelled,
        n.justAfterMidnight,
        n.lastMinute,
      ]);
      expect(list.rows[4]).toMatchObject({
        status: 'confirmed',
        paymentMethod: 'sslcommerz',
        paymentStatus: 'paid',
        contactName: 'Nusrat Jahan',
        district: 'Chattogram',
        total: 50_150,
        pieces: 0,
        createdAt: '2026-03-10T17:59:00.000Z',
      });
    });

    it('counts each order’s own pieces', async () => {
      const [shipped] = await getDb()
        .select({ id: ordersTable.id })
        .from(ordersTable)
        .where(eq(ordersTable.number, n.shipped!));
      const line = { sku: 'SKU-1', name: 'Saree', size: 'Free', colour: 'Red', unitPrice: 100 };
      await getDb()
        .insert(orderItems)
        .values([
          { ...line, orderId: shipped!.id, position: 0, quantity: 2, lineTotal: 200 },
          { ...line, orderId: shipped!.id, position: 1, quantity: 1, lineTotal: 100 },
        ]);
      const rows = (await listDeskOrders()).rows;
      expect(rows.map((row) => [row.number, row.pieces])).toEqual(
        rows.map((row) => [row.number, row.number === n.shipped ? 3 : 0]),
      );
      await getDb().delete(orderItems).where(eq(orderItems.orderId, shipped!.id));
    });

    it('filters by status, payment method, payment status and district', async () => {
      expect(await numbers({ status: 'cancelled' })).toEqual([n.cancelled]);
      expect(await numbers({ method: 'sslcommerz' })).toEqual([n.refunded, n.lastMinute]);
      expect(await numbers({ payment: 'paid' })).toEqual([n.lastMinute]);
      expect(await numbers({ district: 'Sylhet' })).toEqual([n.cancelled]);
      expect(await numbers({ method: 'cod', district: 'Dhaka' })).toEqual([
        n.shipped,
        n.justAfterMidnight,
      ]);
      expect(await numbers({ status: 'returned' })).toEqual([]);
    });

    it("reads days as Dhaka's: both ends included, midnight at Dhaka's midnight", async () => {
      expect(await numbers({ from: '2026-03-11', to: '2026-03-11' })).toEqual([
        n.justAfterMidnight,
      ]);
      expect(await numbers({ from: '2026-03-10', to: '2026-03-10' })).toEqual([n.lastMinute]);
      expect(await numbers({ from: '2026-03-13' })).toEqual([n.refunded, n.shipped]);
      expect(await numbers({ to: '2026-03-10' })).toEqual([n.lastMinute]);
    });

    it('finds an order by its number, whole or in part, in any case', async () => {
      expect(await numbers({ q: n.shipped })).toEqual([n.shipped]);
      expect(await numbers({ q: n.shipped!.toLowerCase().slice(-5) })).toEqual([n.shipped]);
    });

    it.each([
      ['01811111111'],
      ['+8801811111111'],
      ['8801811111111'],
      ['+880 1811-111111'],
      ['018 1111 1111'],
    ])('finds an order by its phone written %s', async (q) => {
      expect(await numbers({ q })).toEqual([n.justAfterMidnight]);
    });

    it('finds orders by a run of a phone’s digits and by part of the name, any case', async () => {
      expect(await numbers({ q: '1111222' })).toEqual([n.cancelled]);
      expect(await numbers({ q: 'FARZANA' })).toEqual([n.shipped, n.justAfterMidnight]);
      expect(await numbers({ q: 'akter' })).toEqual([n.cancelled]);
      // Wildcards typed are matched as themselves.
      expect(await numbers({ q: '100%' })).toEqual([n.refunded]);
      expect(await numbers({ q: '_' })).toEqual([]);
      expect(await numbers({ q: 'Chowdhury' })).toEqual([]);
    });

    it('sorts oldest first and by total, high or low', async () => {
      expect((await numbers({ sort: 'oldest' }))[0]).toBe(n.lastMinute);
      expect(await numbers({ sort: 'total_high' })).toEqual([
        n.lastMinute,
        n.shipped,
        n.justAfterMidnight,
        n.refunded,
        n.cancelled,
      ]);
      expect((await numbers({ sort: 'total_low' }))[0]).toBe(n.cancelled);
    });

    it('pages through 27 matches as 25 and 2, and says the total past the end', async () => {
      const many = [];
      for (let index = 0; index < 27; index += 1) {
        many.push(
          await insertOrder({
            createdAt: at(`2026-04-01T${String(index % 24).padStart(2, '0')}:00:00Z`),
            division: 'Rangpur',
            district: 'Rangpur',
            delivery: 'outside_dhaka',
            subtotal: 1_000 + index,
          }),
        );
      }
      const first = await listDeskOrders({ district: 'Rangpur', sort: 'total_low' });
      const second = await listDeskOrders({ district: 'Rangpur', sort: 'total_low', page: '2' });
      const past = await listDeskOrders({ district: 'Rangpur', page: '3' });
      expect(first.rows).toHaveLength(25);
      expect(second.rows.map((row) => row.number)).toEqual([many[25]!.number, many[26]!.number]);
      expect([first.total, second.total, past.total]).toEqual([27, 27, 27]);
      expect(past.rows).toEqual([]);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.number)).size).toBe(27);
    });

    it('refuses values it cannot read with 400, naming each', async () => {
      const error = await refusal(() =>
        listDeskOrders({
          status: 'lost',
          method: 'bkash',
          payment: 'owed',
          district: 'Atlantis',
          from: '2026-02-30',
          sort: 'cheapest',
          page: '0',
        }),
      );
      expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(
        ['district', 'from', 'method', 'page', 'payment', 'sort', 'status'].sort(),
      );
      const backwards = await refusal(() =>
        listDeskOrders({ from: '2026-03-12', to: '2026-03-11' }),
      );
      expect(backwards.fields).toEqual({ to: 'must be on or after the first day' });
    });
  },
);
