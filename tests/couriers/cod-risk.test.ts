import { eq } from 'drizzle-orm';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { getDb } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity/staff/actor';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import { releaseHold } from '@/lib/ordering/orders/desk/release-hold';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { orderBody, placeOrder, setStock, variantBySku } from '../api/orders/support';
import { createStaff } from '../stock/support';
import { describeCouriers, orderRow } from './support';

/** The shopper's phone as Steadfast's fraud check takes it (the store keeps +880…). */
const phone = '01712345678';

describeCouriers('the COD risk check', (context) => {
  let owner: Actor;
  let saree = 0;

  beforeAll(async () => {
    owner = await createStaff(getDb(), 'Nasreen Owner', 'owner');
    saree = (await variantBySku('SR-7-Free')).id;
  });

  beforeEach(async () => {
    await setStock('SR-7-Free', 50);
    await drainJobs(['cod-risk-check']);
  });

  /** A new cash-on-delivery order for one saree (৳18,080), its risk checked; its number. */
  async function checkedOrder(): Promise<string> {
    const placed = await placeOrder(orderBody([{ id: saree, quantity: 1 }]), {
      headers: context.shopper.headers,
    });
    expect(placed.status).toBe(201);
    expect(await drainJobs(['cod-risk-check'])).toEqual({ completed: 1, failed: 0 });
    return placed.body.order.number;
  }

  it('asks Steadfast’s fraud check and reads the store’s own record of the phone', async () => {
    // The store's own history with this phone: one refused on the call, one delivered.
    await updateOrderStatus(await checkedOrder(), 'cancelled');
    const delivered = await checkedOrder();
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      await updateOrderStatus(delivered, status);
    }
    context.mock.setFraudRecord(phone, { total: 10, delivered: 3, cancelled: 7 });
    const calls = context.mock.fraudChecks.length;

    const number = await checkedOrder();
    expect(context.mock.fraudChecks.slice(calls)).toEqual([phone]);
    const { codRisk } = await orderRow(number);
    expect(codRisk).toEqual({
      badge: 'risky',
      courier: { name: 'steadfast', total: 10, delivered: 3, cancelled: 7 },
      own: { delivered: 1, refused: 1, returned: 0 },
      checkedAt: expect.any(String),
    });
    // No rule set: the desk shows the badge and holds nothing.
    expect(await readDeskOrder(number)).toMatchObject({ codRisk, reviewHold: null });
  });

  it.each([
    ['new', { total: 0, delivered: 0, cancelled: 0 }],
    ['good', { total: 12, delivered: 11, cancelled: 1 }],
    ['doubtful', { total: 10, delivered: 6, cancelled: 4 }],
  ])('calls a phone %s from the courier’s figures', async (badge, record) => {
    context.mock.setFraudRecord('01812345678', record);
    const placed = await placeOrder(
      orderBody([{ id: saree, quantity: 1 }], {
        contact: { name: 'Mitu Akter', phone: '01812345678' },
      }),
      { headers: context.shopper.headers },
    );
    await drainJobs(['cod-risk-check']);
    expect((await orderRow(placed.body.order.number)).codRisk).toMatchObject({ badge });
  });

  it('reads the store’s record alone where no courier offers a fraud check', async () => {
    context.configure({ pathao: context.settings().pathao });
    const calls = context.mock.fraudChecks.length;
    const number = await checkedOrder();
    expect(context.mock.fraudChecks.length).toBe(calls);
    expect((await orderRow(number)).codRisk).toMatchObject({ courier: null });
  });

  describe('with the store’s rule for risky phones', () => {
    beforeEach(() =>
      context.mock.setFraudRecord(phone, { total: 20, delivered: 2, cancelled: 18 }),
    );
    afterAll(() => saveSettings(owner, 'codRisk', { riskyFrom: null, action: 'advance' }));

    it('holds a risky order above the amount for an advance until staff override, audited', async () => {
      await saveSettings(owner, 'codRisk', { riskyFrom: 15_000, action: 'advance' });
      const number = await checkedOrder();
      expect(await orderRow(number)).toMatchObject({
        status: 'pending',
        reviewHold: 'cod_advance',
      });
      expect(await readDeskOrder(number)).toMatchObject({ next: ['cancelled'] });
      await expect(moveOrder(context.clerk, number, 'confirmed')).rejects.toMatchObject({
        code: 'order_held',
      });

      await releaseHold(context.clerk, number, 'Advance of ৳2,000 received by bKash');
      expect(await orderRow(number)).toMatchObject({ status: 'pending', reviewHold: null });
      const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, number));
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'order.hold_release',
          actorId: context.clerk.id,
          before: { reviewHold: 'cod_advance', status: 'pending' },
          after: {
            reviewHold: null,
            status: 'pending',
            reason: 'Advance of ৳2,000 received by bKash',
          },
        }),
      ]);
      await moveOrder(context.clerk, number, 'confirmed');
      expect((await orderRow(number)).status).toBe('confirmed');
    });

    it('refuses cash on delivery when the rule says so', async () => {
      await saveSettings(owner, 'codRisk', { riskyFrom: 15_000, action: 'no_cod' });
      expect(await orderRow(await checkedOrder())).toMatchObject({ reviewHold: 'cod_refused' });
    });

    it('holds nothing below the amount', async () => {
      await saveSettings(owner, 'codRisk', { riskyFrom: 50_000, action: 'no_cod' });
      const row = await orderRow(await checkedOrder());
      expect(row).toMatchObject({ reviewHold: null, codRisk: { badge: 'risky' } });
    });
  });
});
