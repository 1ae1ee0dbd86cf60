import { getDb } from '@/lib/db/client';
import { placeStaffOrder } from '@/lib/ordering/orders/staff-order';
import {
  setSslcommerzConfigForTests,
  type SslcommerzConfig,
} from '@/lib/payments/sslcommerz/config';
import type { Actor } from '@/lib/identity/staff/actor';
import { startMockSslcommerz, type MockSslcommerz } from '@/e2e/support/mock-sslcommerz';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { closedPort, store } from '@/tests/api/orders/gateway-suite';
import { stockOf, variantBySku } from '@/tests/api/orders/support';
import { createStaff, refusal } from '@/tests/stock/support';
import { countOrders, messagesOfOrder, orderRow, phoneOrder, timelineOf } from './support';

describeAppDatabase('payment links for orders taken by staff', buildCatalogue, () => {
  let rahima: Actor;
  let gateway: MockSslcommerz;
  let config: SslcommerzConfig;
  let saree: number;

  beforeAll(async () => {
    rahima = await createStaff(getDb(), 'Rahima');
    saree = (await variantBySku('SR-7-Free')).id;
    gateway = await startMockSslcommerz(store);
    config = { ...store, apiUrl: gateway.url, siteUrl: 'http://store.test' };
  });

  beforeEach(() => setSslcommerzConfigForTests(config));

  afterAll(async () => {
    setSslcommerzConfigForTests(undefined);
    await gateway.close();
  });

  const linkOrder = () =>
    placeStaffOrder(
      rahima,
      phoneOrder([{ id: saree, quantity: 1 }], { payment: 'payment_link', source: 'messenger' }),
    );

  it('waits for payment with a gateway session, and texts the shopper its address', async () => {
    const placed = await linkOrder();
    expect(placed.order).toMatchObject({
      status: 'pending_payment',
      payment: { method: 'sslcommerz', status: 'unpaid' },
    });
    expect(placed.paymentUrl).toMatch(new RegExp(`^${gateway.url}/`));
    const row = await orderRow(placed.order.number);
    expect(row.expiresAt).not.toBeNull();
    expect(gateway.sessions.has(row.tranId!)).toBe(true);

    const [sms] = await messagesOfOrder(row.id);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+8801812345678' });
    expect(sms!.body).toContain(placed.paymentUrl!);
    expect(sms!.body).toContain(row.number);

    const timeline = await timelineOf(row.id);
    expect(timeline.map((event) => [event.kind, event.toStatus, event.actorLabel])).toEqual([
      ['status', 'pending_payment', 'Rahima'],
      ['message', 'pending_payment', 'Rahima'],
    ]);
    expect(timeline[0]!.note).toBe('Taken on Messenger');
  });

  it('gives the stock back and frees the form key when the gateway cannot be reached', async () => {
    const before = await stockOf('SR-7-Free');
    setSslcommerzConfigForTests({ ...config, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    const input = phoneOrder([{ id: saree, quantity: 1 }], { payment: 'payment_link' });
    const refused = await refusal(() => placeStaffOrder(rahima, input));
    expect(refused).toMatchObject({ kind: 'unavailable', code: 'payment_unavailable' });
    expect(await stockOf('SR-7-Free')).toBe(before);

    setSslcommerzConfigForTests(config);
    const retried = await placeStaffOrder(rahima, input);
    expect(retried).toMatchObject({ replayed: false, order: { status: 'pending_payment' } });
  });

  it('refuses a payment link when SSLCommerz is not set up, placing nothing', async () => {
    setSslcommerzConfigForTests(null);
    const before = await countOrders();
    const refused = await refusal(linkOrder);
    expect(refused).toMatchObject({ kind: 'invalid', fields: { payment: expect.any(String) } });
    expect(await countOrders()).toBe(before);
  });
});
