import { createHash, randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { getDb } from '@/lib/db/client';
import { orderAttributions } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { listFailedJobs } from '@/lib/fulfilment/failed-jobs/failed-jobs';
import { bossJobs } from '@/lib/jobs/job-table';
import type { Actor } from '@/lib/identity/staff/actor';
import type { Attribution } from '@/lib/measurement/attribution';
import { recordRefund } from '@/lib/ordering/orders/desk/record-refund';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { placeStaffOrder } from '@/lib/ordering/orders/staff-order';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { describeShoppers, orderBody, setStock } from '@/tests/api/orders/support';
import { startMockEdge } from '@/tests/cache/edge-mock';
import { insertOrder } from '@/tests/order-desk/support';
import { phoneOrder } from '@/tests/staff-orders/support';
import { createStaff } from '@/tests/stock/support';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const names = ['meta-event', 'ga4-event'] as const;

const jobsQueued = async () =>
  getDb()
    .select({ name: bossJobs.name, data: bossJobs.data, state: bossJobs.state })
    .from(bossJobs)
    .where(inArray(bossJobs.name, [...names]));

/** Drains the measurement jobs once due (PGlite's clock counts whole milliseconds). */
async function drainMeasurement() {
  await getDb().execute(
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second'
        WHERE name IN ('meta-event', 'ga4-event') AND state IN ('created', 'retry')`,
  );
  return drainJobs([...names]);
}

const consented: Attribution = {
  consent: true,
  fbp: 'fb.1.1700000000000.42',
  fbc: null,
  gaClientId: '555.1700000000',
  userAgent: 'Mozilla/5.0 (checkout)',
  sourceUrl: 'http://localhost/checkout',
};

describeShoppers('sales and refunds told to Meta and GA4', (shoppers) => {
  const { id } = shoppers;
  let partner: Awaited<ReturnType<typeof startMockEdge>>;
  let rina: Actor;
  const saved = { ...env };

  const place = (browser: Attribution | null, landing?: object) =>
    placeOrder(
      orderBodySchema.parse(
        orderBody([{ id: id['AC_1-One']!, quantity: 1 }], landing && { attribution: landing }),
      ),
      { viewer: { id: shoppers.ayesha.id, isStaff: false }, idempotencyKey: randomUUID(), browser },
    );

  beforeAll(async () => {
    partner = await startMockEdge();
    rina = await createStaff(getDb(), 'Rina Measure');
  });
  afterAll(() => partner.close());
  beforeEach(async () => {
    await setStock('AC_1-One', 50);
    Object.assign(env, {
      META_PIXEL_ID: '1234567890',
      META_CAPI_TOKEN: 'capi-token',
      META_GRAPH_API_URL: partner.url,
      GA4_MEASUREMENT_ID: 'G-TEST123',
      GA4_API_SECRET: 'mp-secret',
      GA4_API_URL: partner.url,
    });
  });
  afterEach(async () => {
    Object.assign(env, saved);
    partner.received.length = 0;
    partner.answer.status = 200;
    await getDb().execute(sql`DELETE FROM pgboss.job WHERE name IN ('meta-event', 'ga4-event')`);
  });

  it("queues a cash-on-delivery order's Purchase and purchase with the order, and sends them", async () => {
    const { order } = await place(consented);
    const queued = await jobsQueued();
    expect(queued.map((job) => job.name).sort()).toEqual(['ga4-event', 'meta-event']);

    expect(await drainMeasurement()).toEqual({ completed: 2, failed: 0 });
    const meta = partner.received.find((call) => call.url === '/v23.0/1234567890/events')!;
    const sent = JSON.parse(meta.body) as { data: Record<string, unknown>[]; access_token: string };
    expect(sent.access_token).toBe('capi-token');
    expect(sent.data).toEqual([
      expect.objectContaining({
        event_name: 'Purchase',
        event_id: order.number,
        action_source: 'website',
        event_source_url: 'http://localhost/checkout',
        user_data: {
          em: [sha256('ayesha@example.com')],
          ph: [sha256('8801712345678')],
          fbp: 'fb.1.1700000000000.42',
          client_user_agent: 'Mozilla/5.0 (checkout)',
        },
        custom_data: expect.objectContaining({
          currency: 'BDT',
          value: order.total,
          content_ids: ['AC_1-One'],
        }),
      }),
    ]);
    const ga4 = partner.received.find((call) => call.url.startsWith('/mp/collect?'))!;
    expect(ga4.url).toBe('/mp/collect?measurement_id=G-TEST123&api_secret=mp-secret');
    expect(JSON.parse(ga4.body)).toEqual({
      client_id: '555.1700000000',
      events: [
        {
          name: 'purchase',
          params: expect.objectContaining({
            transaction_id: order.number,
            value: order.total,
            currency: 'BDT',
            items: [expect.objectContaining({ item_id: 'AC_1-One', quantity: 1 })],
          }),
        },
      ],
    });
  });

  it('sends nothing for a shopper who did not accept measurement', async () => {
    await place({ ...consented, consent: false });
    await place(null);
    expect(await jobsQueued()).toEqual([]);
  });

  it('sends nothing without the ids', async () => {
    Object.assign(env, {
      META_PIXEL_ID: undefined,
      META_CAPI_TOKEN: undefined,
      GA4_MEASUREMENT_ID: undefined,
      GA4_API_SECRET: undefined,
    });
    await place(consented);
    await placeStaffOrder(rina, phoneOrder([{ id: id['AC_1-One']!, quantity: 1 }]));
    expect(await jobsQueued()).toEqual([]);
  });

  it.each([
    ['phone', 'phone_call'],
    ['whatsapp', 'chat'],
    ['showroom', 'physical_store'],
  ] as const)('tells Meta an order taken by %s came by %s', async (source, actionSource) => {
    const { order } = await placeStaffOrder(
      rina,
      phoneOrder([{ id: id['AC_1-One']!, quantity: 1 }], { source }),
    );
    const [meta] = (await jobsQueued()).filter((job) => job.name === 'meta-event');
    expect(meta!.data).toMatchObject({
      event: { event_id: order.number, action_source: actionSource },
    });
  });

  it('tells GA4 of a refund recorded on a paid order', async () => {
    const paid = await insertOrder({
      status: 'confirmed',
      paymentMethod: 'sslcommerz',
      paymentStatus: 'paid',
      source: 'phone',
    });
    await recordRefund(rina, paid.number, { amount: '1500', method: 'bkash', reference: 'TRX1' });
    const [refund] = await jobsQueued();
    expect(refund!.data).toMatchObject({
      events: [
        { name: 'refund', params: { transaction_id: paid.number, value: 1500, currency: 'BDT' } },
      ],
    });
  });

  it('retries when the partner fails or is unreachable, and fails for good on a refusal', async () => {
    partner.answer.status = 503;
    await place(consented);
    expect(await drainMeasurement()).toEqual({ completed: 0, failed: 2 });
    expect((await jobsQueued()).map((job) => job.state)).toEqual(['retry', 'retry']);

    Object.assign(env, {
      META_GRAPH_API_URL: 'http://127.0.0.1:9',
      GA4_API_URL: 'http://127.0.0.1:9',
    });
    expect(await drainMeasurement()).toEqual({ completed: 0, failed: 2 });
    expect((await jobsQueued()).map((job) => job.state)).toEqual(['retry', 'retry']);

    Object.assign(env, { META_GRAPH_API_URL: partner.url, GA4_API_URL: partner.url });
    partner.answer.status = 400;
    partner.answer.body = '{"error":{"message":"Invalid parameter"}}';
    expect(await drainMeasurement()).toEqual({ completed: 0, failed: 2 });
    expect((await jobsQueued()).map((job) => job.state)).toEqual(['failed', 'failed']);
    const { items } = await listFailedJobs({ state: 'failed' });
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'meta-event',
          error: 'meta answered 400: {"error":{"message":"Invalid parameter"}}',
        }),
      ]),
    );
    partner.answer.body = '';
  });

  it('keeps the browser data of a consenting checkout, for a payment confirmed later', async () => {
    const { order } = await place(consented);
    const [kept] = await getDb()
      .execute<{ ga_client_id: string }>(
        sql`SELECT ga_client_id FROM order_attributions a JOIN orders o ON o.id = a.order_id WHERE o.number = ${order.number}`,
      )
      .then((result) => result.rows);
    expect(kept).toEqual({ ga_client_id: '555.1700000000' });
  });

  it("keeps the landing and the browser's ids in the order's one row", async () => {
    const { order } = await place(consented, { utm_source: 'Facebook', utm_medium: 'paid' });
    const [row] = await getDb()
      .execute<{ source: string; ga_client_id: string; rows: number }>(
        sql`SELECT a.source, a.ga_client_id, count(*) OVER () ::int AS rows
            FROM order_attributions a JOIN orders o ON o.id = a.order_id
            WHERE o.number = ${order.number}`,
      )
      .then((result) => result.rows);
    expect(row).toEqual({ source: 'facebook', ga_client_id: '555.1700000000', rows: 1 });
  });

  /** Refunds part of a paid website order whose row in order_attributions holds `kept`. */
  async function refundWebOrder(kept: { gaClientId?: string }) {
    const paid = await insertOrder({
      status: 'confirmed',
      paymentMethod: 'sslcommerz',
      paymentStatus: 'paid',
      source: 'web',
    });
    await getDb()
      .insert(orderAttributions)
      .values({ orderId: paid.id, source: 'instagram', ...kept });
    await recordRefund(rina, paid.number, { amount: '500', method: 'bkash', reference: 'T1' });
  }

  it('measures the refund of a website order only when its row holds a browser id', async () => {
    await refundWebOrder({});
    expect(await jobsQueued()).toEqual([]);

    await refundWebOrder({ gaClientId: '777.1700000000' });
    const [refund] = await jobsQueued();
    expect(refund!.data).toMatchObject({ clientId: '777.1700000000' });
  });
});
