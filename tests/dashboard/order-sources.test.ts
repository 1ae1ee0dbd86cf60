import { getDb } from '@/lib/db/client';
import { orderAttributions, orders } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { orderSources } from '@/lib/ordering/dashboard/order-sources';
import { sourcePeriodOf, sourcePeriodQuerySchema } from '@/lib/ordering/schemas/source-period';
import type { OrderStatus } from '@/lib/ordering/orders/values';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { fillStaff, type StaffFixture } from '@/tests/staff/staff-fixture';
import { insertOrder } from './support';

const now = new Date('2026-03-10T23:59:30+06:00');
const lastWeek = sourcePeriodOf({ days: '7' }, now);

type Landing = Partial<typeof orderAttributions.$inferInsert>;

describe('the period of where orders came from', () => {
  it('is the last 7, 30 or 90 Dhaka days up to today, 30 unless chosen', () => {
    expect(lastWeek).toEqual({ from: '2026-03-04', to: '2026-03-10', span: '7' });
    expect(sourcePeriodOf({}, now)).toEqual({ from: '2026-02-09', to: '2026-03-10', span: '30' });
    expect(sourcePeriodOf({ days: '90' }, now).from).toBe('2025-12-11');
  });

  it('is the dates chosen, both included, when both are given', () => {
    const query = sourcePeriodQuerySchema.parse({ days: '', from: '2026-01-01', to: '2026-01-31' });
    expect(sourcePeriodOf(query, now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      span: null,
    });
  });

  it('refuses a span not offered, half a range, a range backwards or longer than a year', () => {
    const refusal = (query: object) =>
      sourcePeriodQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(refusal({ days: '365' })).toBe('must be 7, 30 or 90');
    expect(refusal({ from: '2026-01-01' })).toBe('Choose both the first and the last day');
    expect(refusal({ from: '2026-02-01', to: '2026-01-31' })).toBe(
      'The last day comes on or after the first',
    );
    expect(refusal({ from: '2025-01-01', to: '2026-01-02' })).toBe('Choose at most 366 days');
    expect(refusal({ from: '2026-02-30', to: '2026-03-01' })).toBe(
      'must be a date written 2026-03-21',
    );
    expect(refusal({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined();
  });
});

describeAppDatabase(
  'orders and revenue by source, campaign and staff member',
  async (db) => {
    await buildCatalogue(db);
    return fillStaff(db);
  },
  (staff: () => StaffFixture) => {
    beforeAll(async () => {
      const db = getDb();
      const place = async (
        at: string,
        status: OrderStatus,
        total: number,
        landing?: Landing,
        taken?: { source: 'phone' | 'showroom'; by: number },
      ) => {
        const { id } = await insertOrder(db, { at, status, total });
        if (taken) {
          await db
            .update(orders)
            .set({ source: taken.source, placedByUserId: taken.by })
            .where(eq(orders.id, id));
        }
        if (landing) await db.insert(orderAttributions).values({ orderId: id, ...landing });
      };
      const { clerk, manager } = staff();
      const facebook = { source: 'facebook', medium: 'social' };
      // The clerk's Facebook link: two orders, one of them cancelled (an order, no revenue).
      await place('2026-03-09T10:00:00+06:00', 'pending', 5000, {
        ...facebook,
        sharedByUserId: clerk,
      });
      await place('2026-03-10T11:00:00+06:00', 'cancelled', 9000, {
        ...facebook,
        sharedByUserId: clerk,
      });
      // A Facebook ad of the Eid campaign, no staff; Google Ads in the same campaign.
      await place('2026-03-08T09:00:00+06:00', 'confirmed', 12000, {
        ...facebook,
        campaign: 'eid-2026',
      });
      await place('2026-03-07T09:00:00+06:00', 'delivered', 3000, {
        source: 'google',
        medium: 'cpc',
        campaign: 'eid-2026',
      });
      // No landing at all, and one still waiting for its payment (an order, no revenue).
      await place('2026-03-06T09:00:00+06:00', 'pending', 2000);
      await place('2026-03-06T10:00:00+06:00', 'pending_payment', 800);
      // Taken by the manager on the phone, and by the clerk in the showroom.
      await place('2026-03-05T09:00:00+06:00', 'confirmed', 7000, undefined, {
        source: 'phone',
        by: manager,
      });
      await place('2026-03-04T00:01:00+06:00', 'confirmed', 1000, undefined, {
        source: 'showroom',
        by: clerk,
      });
      // Before the week began (the last minute of 3 March in Dhaka): out of it.
      await place('2026-03-03T23:59:00+06:00', 'confirmed', 100000, {
        ...facebook,
        sharedByUserId: clerk,
      });
    });

    it('adds up the week by source and medium, the taken orders by their channel', async () => {
      const { total, bySource } = await orderSources(lastWeek);
      expect(total).toEqual({ orders: 8, revenue: 30000 });
      expect(bySource).toEqual([
        { channel: 'web', source: 'facebook', medium: 'social', orders: 3, revenue: 17000 },
        { channel: 'web', source: null, medium: null, orders: 2, revenue: 2000 },
        { channel: 'phone', source: null, medium: null, orders: 1, revenue: 7000 },
        { channel: 'web', source: 'google', medium: 'cpc', orders: 1, revenue: 3000 },
        { channel: 'showroom', source: null, medium: null, orders: 1, revenue: 1000 },
      ]);
    });

    it('adds up the week by campaign, the orders of none together', async () => {
      const { byCampaign } = await orderSources(lastWeek);
      expect(byCampaign).toEqual([
        { campaign: null, orders: 6, revenue: 15000 },
        { campaign: 'eid-2026', orders: 2, revenue: 15000 },
      ]);
    });

    it('counts for a staff member the orders of their links and those they keyed in', async () => {
      const { byStaff } = await orderSources(lastWeek);
      expect(byStaff).toEqual([
        { staffId: staff().clerk, name: 'Clerk', orders: 3, revenue: 6000 },
        { staffId: staff().manager, name: 'Manager', orders: 1, revenue: 7000 },
      ]);
    });

    it('takes dates as Dhaka days, both included, and is empty where nothing was placed', async () => {
      const day = await orderSources({ from: '2026-03-03', to: '2026-03-03', span: null });
      expect(day.total).toEqual({ orders: 1, revenue: 100000 });
      expect(day.byStaff).toEqual([
        { staffId: staff().clerk, name: 'Clerk', orders: 1, revenue: 100000 },
      ]);
      const none = await orderSources({ from: '2026-01-01', to: '2026-01-31', span: null });
      expect(none).toMatchObject({
        total: { orders: 0, revenue: 0 },
        bySource: [],
        byCampaign: [],
        byStaff: [],
      });
    });
  },
);
