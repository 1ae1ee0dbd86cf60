import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/v1/messages/whatsapp/webhook/route';
import { getDb } from '@/lib/db/client';
import { orderEvents, outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { isSignedByMeta } from '@/lib/messaging/whatsapp/signature';
import { advancesDelivery } from '@/lib/messaging/whatsapp/statuses';
import { statusNotification, type MockStatus } from '@/e2e/support/mock-whatsapp';
import { insertOrder } from '@/tests/order-desk/support';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { messagesTo } from '../helpers/outbox-rows';

const appSecret = 'app-secret-for-the-webhook';
const verifyToken = 'verify-token-of-the-webhook';
const saved = { ...env };

beforeAll(() => {
  Object.assign(env, {
    WHATSAPP_ACCESS_TOKEN: 'wa-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  });
});

afterAll(() => Object.assign(env, saved));

const url = 'http://localhost/api/v1/messages/whatsapp/webhook';

describe('X-Hub-Signature-256', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
  const hex = createHmac('sha256', appSecret).update(body).digest('hex');

  it('is sha256= and the HMAC-SHA256 of the exact bytes with the app secret', () => {
    expect(isSignedByMeta(body, `sha256=${hex}`, appSecret)).toBe(true);
    expect(isSignedByMeta(body, `sha256=${hex.toUpperCase()}`, appSecret)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['without its prefix', hex],
    ['of another secret', `sha256=${createHmac('sha256', 'other').update(body).digest('hex')}`],
    ['of another body', `sha256=${createHmac('sha256', appSecret).update('{}').digest('hex')}`],
    ['cut short', `sha256=${hex.slice(0, 62)}`],
    ['sha1', `sha1=${createHmac('sha1', appSecret).update(body).digest('hex')}`],
  ])('refuses one %s', (_case, header) => {
    expect(isSignedByMeta(body, header, appSecret)).toBe(false);
  });

  it('refuses a body changed after signing, by one byte', () => {
    const changed = Buffer.from(body);
    changed[2] = changed[2]! + 1;
    expect(isSignedByMeta(changed, `sha256=${hex}`, appSecret)).toBe(false);
  });
});

describe('the delivery states kept', () => {
  it.each([
    [null, 'sent', true],
    ['sent', 'delivered', true],
    ['delivered', 'read', true],
    ['sent', 'read', true],
    ['sent', 'failed', true],
    ['failed', 'delivered', true],
    ['sent', 'sent', false],
    ['read', 'delivered', false],
    ['delivered', 'sent', false],
    ['delivered', 'failed', false],
    ['failed', 'sent', false],
  ] as const)('%s then %s moves it on: %s', (current, next, moves) => {
    expect(advancesDelivery(current, next)).toBe(moves);
  });
});

const signedPost = (statuses: MockStatus[], secret = appSecret) => {
  const { body, signature } = statusNotification(secret, statuses);
  return POST(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
    }),
  );
};

/** A WhatsApp message the Cloud API took for an order, as the delivery job leaves it. */
async function sentForOrder(phone: string, wamid: string) {
  const order = await insertOrder({ contactPhone: phone, whatsappOptIn: true });
  await getDb()
    .insert(outboxMessages)
    .values({
      channel: 'whatsapp',
      recipient: phone,
      body: `Order ${order.number} is confirmed.`,
      template: { name: 'order_confirmed', language: 'en', parameters: [order.number] },
      status: 'sent',
      providerMessageId: wamid,
      orderId: order.id,
    });
  return order;
}

const timelineOf = (orderId: number) =>
  getDb()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'message')));

describeAppDatabase(
  'the WhatsApp webhook',
  async () => null,
  () => {
    it('answers the handshake’s challenge for the verify token, and refuses any other', async () => {
      const ask = (token: string, mode = 'subscribe') =>
        GET(
          new Request(`${url}?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`),
        );
      const answered = await ask(verifyToken);
      expect(answered.status).toBe(200);
      expect(await answered.text()).toBe('1158201444');
      expect((await ask('not-the-token')).status).toBe(403);
      expect((await ask(verifyToken, 'unsubscribe')).status).toBe(403);
    });

    it('refuses an unsigned body with 401 and a forged one with 403, recording nothing', async () => {
      await sentForOrder('+8801716000001', 'wamid.FORGED');
      const { body } = statusNotification(appSecret, [{ id: 'wamid.FORGED', status: 'read' }]);
      const unsigned = await POST(new Request(url, { method: 'POST', body }));
      expect(unsigned.status).toBe(401);
      const forged = await signedPost([{ id: 'wamid.FORGED', status: 'read' }], 'not-the-secret');
      expect(forged.status).toBe(403);
      expect((await forged.json()) as unknown).toMatchObject({ error: { code: 'bad_signature' } });
      const [row] = await messagesTo('+8801716000001');
      expect(row!.deliveryStatus).toBeNull();
    });

    it('keeps delivered then read on the message and puts each on the order’s timeline once', async () => {
      const order = await sentForOrder('+8801716000002', 'wamid.READ');
      expect((await signedPost([{ id: 'wamid.READ', status: 'delivered' }])).status).toBe(200);
      // Meta repeats a notification, and sends them out of order.
      await signedPost([
        { id: 'wamid.READ', status: 'read' },
        { id: 'wamid.READ', status: 'delivered' },
        { id: 'wamid.READ', status: 'read' },
      ]);
      const [row] = await messagesTo('+8801716000002');
      expect(row).toMatchObject({ deliveryStatus: 'read', status: 'sent' });
      const events = await timelineOf(order.id);
      expect(events.map((event) => [event.actorLabel, event.isPublic, event.data])).toEqual([
        [
          'WhatsApp',
          false,
          { channel: 'whatsapp', recipient: '+8801716000002', delivery: 'delivered' },
        ],
        ['WhatsApp', false, { channel: 'whatsapp', recipient: '+8801716000002', delivery: 'read' }],
      ]);
    });

    it('sends the SMS once when WhatsApp reports the message failed, with its reason', async () => {
      const order = await sentForOrder('+8801716000003', 'wamid.FAILED');
      const failed: MockStatus = {
        id: 'wamid.FAILED',
        status: 'failed',
        errors: [{ code: 131026, title: 'Message undeliverable', details: 'Not on WhatsApp.' }],
      };
      const answer = await signedPost([failed]);
      expect(await answer.json()).toEqual({ status: 'received', recorded: 1 });
      await signedPost([failed]);
      const [sms, whatsapp] = await messagesTo('+8801716000003');
      expect(whatsapp).toMatchObject({
        deliveryStatus: 'failed',
        status: 'failed',
        error: 'WhatsApp: Message undeliverable: Not on WhatsApp. (code 131026)',
      });
      expect(sms).toMatchObject({
        channel: 'sms',
        body: `Order ${order.number} is confirmed.`,
        replacesId: whatsapp!.id,
        orderId: order.id,
      });
      const events = await timelineOf(order.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        note: 'WhatsApp: Message undeliverable: Not on WhatsApp. (code 131026)',
        data: { delivery: 'failed', fallback: 'sms' },
      });
    });

    it('passes over a message the store did not send, and a body that is no notification is 400', async () => {
      const answer = await signedPost([{ id: 'wamid.SOMEONE-ELSES', status: 'read' }]);
      expect(await answer.json()).toEqual({ status: 'received', recorded: 0 });
      const body = '{"object":"whatsapp_business_account","entry":"no"}';
      const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
      const invalid = await POST(
        new Request(url, { method: 'POST', headers: { 'x-hub-signature-256': signature }, body }),
      );
      expect(invalid.status).toBe(400);
    });

    it('is not there while WhatsApp is not set up', async () => {
      const secret = env.WHATSAPP_APP_SECRET;
      env.WHATSAPP_APP_SECRET = undefined;
      try {
        expect((await signedPost([])).status).toBe(404);
        expect((await GET(new Request(`${url}?hub.mode=subscribe`))).status).toBe(404);
      } finally {
        env.WHATSAPP_APP_SECRET = secret;
      }
    });
  },
);
