import { POST as pathaoWebhookRoute } from '@/app/api/v1/couriers/pathao/webhook/route';
import { POST as steadfastWebhookRoute } from '@/app/api/v1/couriers/steadfast/webhook/route';
import type { RouteHandler } from '@/lib/api/handler';
import { requestCourierBooking } from '@/lib/fulfilment/couriers/request-booking';
import { pollCouriers } from '@/lib/fulfilment/couriers/poll';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { call } from '../api/helpers/call';
import { stockOf } from '../api/orders/support';
import { credentials, describeCouriers, orderRow, timelineOf } from './support';

const post = (route: RouteHandler, path: string, headers: Record<string, string>, body: unknown) =>
  call<Record<string, unknown>>(route, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const steadfastPath = '/api/v1/couriers/steadfast/webhook';
const pathaoPath = '/api/v1/couriers/pathao/webhook';
const bearer = { authorization: `Bearer ${credentials.steadfast.webhookToken}` };
const signature = { 'x-pathao-signature': credentials.pathao.webhookSecret };

describeCouriers('following a consignment', (context) => {
  /** A confirmed order booked with the courier through the job: its number and consignment. */
  async function shippedWith(courier: 'steadfast' | 'pathao') {
    const number = await context.confirmedOrder();
    await requestCourierBooking(context.clerk, number, courier, { cityId: 1, zoneId: 298 });
    await drainJobs(['courier-book']);
    const row = await orderRow(number);
    expect(row.status).toBe('shipped');
    return { number, consignmentId: row.consignmentId! };
  }

  describe('Steadfast webhook', () => {
    it('refuses a call without the agreed Bearer token (401), and answers 404 when none is set', async () => {
      const body = { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered' };
      const callers: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token' },
        { authorization: `Bearer ${credentials.steadfast.webhookToken}x` },
        { authorization: `Basic ${credentials.steadfast.webhookToken}` },
      ];
      for (const headers of callers) {
        expect((await post(steadfastWebhookRoute, steadfastPath, headers, body)).status).toBe(401);
      }
      context.configure(context.settings({ webhooks: false }));
      expect((await post(steadfastWebhookRoute, steadfastPath, bearer, body)).status).toBe(404);
    });

    it('refuses a body that is not a report (400) and a consignment it does not know (404)', async () => {
      const notJson = await post(steadfastWebhookRoute, steadfastPath, bearer, '{"status":');
      expect(notJson.status).toBe(400);
      const noId = await post(steadfastWebhookRoute, steadfastPath, bearer, {
        status: 'delivered',
      });
      expect(noId).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
      const unknown = await post(steadfastWebhookRoute, steadfastPath, bearer, {
        notification_type: 'delivery_status',
        consignment_id: 999_999_999,
        status: 'delivered',
      });
      expect(unknown).toMatchObject({ status: 404, body: { status: 'error' } });
    });

    it('records tracking news, then delivers: COD paid, every step by Steadfast, once each', async () => {
      const { number, consignmentId } = await shippedWith('steadfast');
      const news = await context.mock.report('steadfast', consignmentId, 'pending', {
        message: 'Consignment sent to MIRPUR WAREHOUSE.',
        at: '2026-05-24 00:25:56',
      });
      expect(news).toEqual({
        status: 200,
        body: { status: 'success', message: 'Webhook received successfully.' },
      });
      const tracking = {
        notification_type: 'tracking_update',
        consignment_id: Number(consignmentId),
        invoice: number,
        tracking_message: 'Out for delivery with rider Karim.',
        updated_at: '2026-05-24 10:00:00',
      };
      expect((await post(steadfastWebhookRoute, steadfastPath, bearer, tracking)).status).toBe(200);
      // Steadfast retries a webhook it thinks failed: the same report twice is one entry.
      expect((await post(steadfastWebhookRoute, steadfastPath, bearer, tracking)).status).toBe(200);

      const delivered = await context.mock.report('steadfast', consignmentId, 'delivered', {
        at: '2026-05-24 13:51:09',
      });
      expect(delivered.status).toBe(200);
      await context.mock.report('steadfast', consignmentId, 'delivered', {
        at: '2026-05-24 13:51:09',
      });

      expect(await orderRow(number)).toMatchObject({
        status: 'delivered',
        paymentStatus: 'paid',
        courierStatus: 'delivered',
      });
      // The shopper hears of the delivery once: the repeated report asked for nothing.
      const deliveredMessages = (await timelineOf(number)).filter(
        (event) =>
          event.kind === 'message' &&
          event.data?.event === 'delivered' &&
          event.data?.channel === 'sms',
      );
      expect(deliveredMessages).toHaveLength(1);
      const steps = (await timelineOf(number)).filter((event) => event.actorLabel === 'Steadfast');
      expect(steps.map((event) => [event.kind, event.toStatus, event.note])).toEqual([
        ['status', 'shipped', expect.stringMatching(/^Handed to Steadfast: tracking code /)],
        ['courier', 'shipped', 'Consignment sent to MIRPUR WAREHOUSE.'],
        ['courier', 'shipped', 'Out for delivery with rider Karim.'],
        ['status', 'delivered', 'Consignment status has been updated as delivered'],
      ]);
      expect(steps.every((event) => event.isPublic)).toBe(true);
    });

    it('takes a cancelled consignment back as returned, without restocking it', async () => {
      const { number, consignmentId } = await shippedWith('steadfast');
      const stock = await stockOf('SR-7-Free');
      await context.mock.report('steadfast', consignmentId, 'cancelled', {
        at: '2026-05-25 19:30:05',
      });
      expect((await orderRow(number)).status).toBe('returned');
      expect(await stockOf('SR-7-Free')).toBe(stock);
    });

    it('refuses “cancelled” after “delivered”: the paid order stays delivered, staff see why, 200', async () => {
      const { number, consignmentId } = await shippedWith('steadfast');
      await context.mock.report('steadfast', consignmentId, 'delivered', {
        at: '2026-05-24 13:51:09',
      });
      const late = await context.mock.report('steadfast', consignmentId, 'cancelled', {
        at: '2026-05-26 09:00:00',
      });
      // Answered as received, so that Steadfast does not send it again and again.
      expect(late).toEqual({
        status: 200,
        body: { status: 'success', message: 'Webhook received successfully.' },
      });
      expect(await orderRow(number)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
      const refused = (await timelineOf(number)).at(-1)!;
      expect(refused).toMatchObject({
        kind: 'courier',
        toStatus: 'delivered',
        isPublic: false,
        data: expect.objectContaining({ refused: 'returned', courierStatus: 'cancelled' }),
      });
      expect(refused.note).toMatch(/Steadfast reported “Cancelled”.*stays delivered/);
      // The same report again is not noted twice.
      await context.mock.report('steadfast', consignmentId, 'cancelled', {
        at: '2026-05-26 09:00:00',
      });
      expect((await timelineOf(number)).at(-1)!.id).toBe(refused.id);
    });

    it('ignores a report that names another order for our consignment', async () => {
      const { number, consignmentId } = await shippedWith('steadfast');
      const foreign = await post(steadfastWebhookRoute, steadfastPath, bearer, {
        notification_type: 'delivery_status',
        consignment_id: consignmentId,
        invoice: 'NJ-999999-99999',
        status: 'delivered',
        updated_at: '2026-05-24 13:51:09',
      });
      expect(foreign.status).toBe(404);
      expect((await orderRow(number)).status).toBe('shipped');
    });
  });

  describe('Pathao webhook', () => {
    it('answers the integration check with 202 and the header Pathao looks for; refuses a wrong secret', async () => {
      const check = await post(pathaoWebhookRoute, pathaoPath, signature, {
        event: 'webhook_integration',
      });
      expect(check.status).toBe(202);
      expect(check.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe(
        'f3992ecc-59da-4cbe-a049-a13da2018d51',
      );
      const wrong = await post(
        pathaoWebhookRoute,
        pathaoPath,
        { 'x-pathao-signature': 'nope' },
        {
          event: 'webhook_integration',
        },
      );
      expect(wrong.status).toBe(401);
      const store = await post(pathaoWebhookRoute, pathaoPath, signature, {
        event: 'store.updated',
        store_id: 1,
      });
      expect(store.status).toBe(202);
    });

    it('records the steps on the way and a failed attempt with its reason, then delivers', async () => {
      const { number, consignmentId } = await shippedWith('pathao');
      expect((await context.mock.report('pathao', consignmentId, 'in-transit')).status).toBe(202);
      await context.mock.report('pathao', consignmentId, 'delivery-failed', {
        message: 'Customer not reachable',
      });
      await context.mock.report('pathao', consignmentId, 'delivered');
      expect(await orderRow(number)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
      const steps = (await timelineOf(number)).filter((event) => event.actorLabel === 'Pathao');
      expect(steps.map((event) => [event.kind, event.toStatus, event.note])).toEqual([
        ['status', 'shipped', expect.any(String)],
        ['courier', 'shipped', 'Pathao: In transit'],
        ['courier', 'shipped', 'Delivery failed: Customer not reachable'],
        ['status', 'delivered', 'Pathao: Delivered'],
      ]);
    });

    it('takes a returned parcel back as returned', async () => {
      const { number, consignmentId } = await shippedWith('pathao');
      expect((await context.mock.report('pathao', consignmentId, 'returned')).status).toBe(202);
      expect(await orderRow(number)).toMatchObject({ status: 'returned', paymentStatus: 'unpaid' });
    });
    it('refuses a return reported after the delivery, with 202 and a note for staff', async () => {
      const { number, consignmentId } = await shippedWith('pathao');
      await context.mock.report('pathao', consignmentId, 'delivered');
      expect((await context.mock.report('pathao', consignmentId, 'returned')).status).toBe(202);
      expect((await orderRow(number)).status).toBe('delivered');
      expect((await timelineOf(number)).at(-1)).toMatchObject({
        kind: 'courier',
        isPublic: false,
        data: expect.objectContaining({ refused: 'returned' }),
      });
    });
  });

  describe('polling couriers without a webhook', () => {
    it('asks after shipped orders, moves them once, and leaves webhook couriers alone', async () => {
      context.configure(context.settings({ webhooks: false }));
      const steadfast = await shippedWith('steadfast');
      const pathao = await shippedWith('pathao');
      context.mock.setStatus('steadfast', steadfast.consignmentId, 'delivered');
      context.mock.setStatus('pathao', pathao.consignmentId, 'in-transit');

      const first = await pollCouriers();
      expect(first.failed).toBe(0);
      expect(first.changed).toBe(2);
      expect((await orderRow(steadfast.number)).status).toBe('delivered');
      expect(await orderRow(pathao.number)).toMatchObject({
        status: 'shipped',
        courierStatus: 'In_Transit',
      });
      expect((await timelineOf(pathao.number)).at(-1)).toMatchObject({
        kind: 'courier',
        actorLabel: 'Pathao',
        note: 'Pathao: In transit',
      });

      // Asked again with nothing new: nothing is written.
      const events = (await timelineOf(pathao.number)).length;
      const second = await pollCouriers();
      expect(second.changed).toBe(0);
      expect((await timelineOf(pathao.number)).length).toBe(events);

      // The job on the queue does the same.
      context.mock.setStatus('pathao', pathao.consignmentId, 'delivered');
      await enqueueJob('courier-poll', {});
      expect(await drainJobs(['courier-poll'])).toEqual({ completed: 1, failed: 0 });
      expect((await orderRow(pathao.number)).status).toBe('delivered');

      // With webhooks set up, neither courier is polled.
      const third = await shippedWith('steadfast');
      context.mock.setStatus('steadfast', third.consignmentId, 'delivered');
      context.configure();
      expect((await pollCouriers()).asked).toBe(0);
      expect((await orderRow(third.number)).status).toBe('shipped');
    });

    it('fails the run when the courier cannot be asked at all', async () => {
      context.configure(context.settings({ webhooks: false }));
      await shippedWith('steadfast');
      const settings = context.settings({ webhooks: false });
      context.configure({
        ...settings,
        steadfast: { ...settings.steadfast!, baseUrl: 'http://127.0.0.1:9/api/v1' },
      });
      await expect(pollCouriers()).rejects.toThrow(
        /No courier could be asked: Steadfast unavailable/,
      );
    });
  });
});
