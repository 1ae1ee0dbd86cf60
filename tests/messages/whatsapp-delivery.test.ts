import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { writeTransaction } from '@/lib/db/write-transaction';
import { env } from '@/lib/env';
import { sendPhoneMessage } from '@/lib/messaging/whatsapp/send';
import { queueStatusMessages } from '@/lib/ordering/orders/notify-status';
import { startMockWhatsApp, type MockWhatsApp } from '@/e2e/support/mock-whatsapp';
import { insertOrder } from '@/tests/order-desk/support';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { jobStates, makeRetriesDue } from '../helpers/job-retries';
import { messagesTo } from '../helpers/outbox-rows';

let mock: MockWhatsApp;
const saved = { ...env };

beforeAll(async () => {
  mock = await startMockWhatsApp({ accessToken: 'wa-token' });
  Object.assign(env, {
    WHATSAPP_ACCESS_TOKEN: 'wa-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-token-of-16',
    WHATSAPP_API_URL: mock.url,
  });
});

afterAll(async () => {
  Object.assign(env, saved);
  await mock.close();
});

const template = { name: 'fitting_reminder', language: 'en' as const, parameters: ['Friday'] };

/** Sends one WhatsApp message to a number of its own, and returns its outbox row's reader. */
async function sendTo(recipient: string) {
  await sendPhoneMessage({ to: recipient, text: 'The SMS it falls back to', whatsapp: template });
  const [row] = await messagesTo(recipient);
  expect(row).toMatchObject({ channel: 'whatsapp', status: 'queued', template });
  return () => messagesTo(recipient);
}

describeAppDatabase(
  'WhatsApp messages with an SMS fallback',
  async () => null,
  () => {
    it('sends an opted-in order’s tracking code on WhatsApp in her language, and no SMS', async () => {
      const order = await insertOrder({
        contactPhone: '+8801712000001',
        whatsappOptIn: true,
        locale: 'bn',
        status: 'shipped',
        courier: 'steadfast',
        trackingCode: 'SF-77',
      });
      await writeTransaction((tx) => queueStatusMessages(tx, order, 'shipped'));
      const [queued] = await messagesTo('+8801712000001');
      expect(queued).toMatchObject({
        channel: 'whatsapp',
        orderId: order.id,
        status: 'queued',
        template: {
          name: 'order_shipped',
          language: 'bn',
          parameters: [order.number, expect.any(String), 'SF-77', '৳ ১০,০৮০'],
        },
        body: expect.stringContaining('SF-77'),
      });
      const before = mock.requests().length;
      expect(await drainJobs(['deliver-whatsapp', 'deliver-message'])).toEqual({
        completed: 1,
        failed: 0,
      });
      expect(mock.requests().slice(before)).toHaveLength(1);
      const rows = await messagesTo('+8801712000001');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'sent',
        providerMessageId: expect.stringMatching(/^wamid\./),
        attempts: 1,
        error: null,
      });
    });

    it('sends an order’s SMS as before when she did not opt in', async () => {
      const order = await insertOrder({ contactPhone: '+8801712000002', status: 'confirmed' });
      await writeTransaction((tx) => queueStatusMessages(tx, order, 'confirmed'));
      expect((await messagesTo('+8801712000002')).map((row) => row.channel)).toEqual(['sms']);
    });

    it.each(['undeliverable', 'template-params', 're-engagement'] as const)(
      'falls back to SMS at once when WhatsApp refuses the message (%s)',
      async (answer) => {
        const recipient = `+880171300000${['undeliverable', 'template-params', 're-engagement'].indexOf(answer)}`;
        const rows = await sendTo(recipient);
        mock.answerNext(answer);
        expect(await drainJobs(['deliver-whatsapp'])).toEqual({ completed: 1, failed: 0 });
        expect(await jobStates('deliver-whatsapp')).toEqual(['completed']);
        const [sms, whatsapp] = await rows();
        expect(whatsapp).toMatchObject({ status: 'failed', attempts: 1 });
        expect(whatsapp!.error).toMatch(/code 13\d{4}/);
        expect(sms).toMatchObject({
          channel: 'sms',
          body: 'The SMS it falls back to',
          replacesId: whatsapp!.id,
        });
      },
    );

    it('retries a transient failure, and sends the SMS only after the last try fails', async () => {
      const rows = await sendTo('+8801714000001');
      mock.answerNext('rate-limit', 'down', 'rate-limit', 'down');
      // retryLimit 3: three tries that the queue retries, each leaving no SMS yet.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await drainJobs(['deliver-whatsapp'])).toEqual({ completed: 0, failed: 1 });
        expect(await jobStates('deliver-whatsapp')).toEqual(['retry']);
        expect((await rows()).map((row) => [row.channel, row.status, row.attempts])).toEqual([
          ['whatsapp', 'failed', attempt],
        ]);
        await makeRetriesDue();
      }
      expect(await drainJobs(['deliver-whatsapp'])).toEqual({ completed: 1, failed: 0 });
      const [sms, whatsapp] = await rows();
      expect(whatsapp).toMatchObject({ status: 'failed', attempts: 4 });
      expect(whatsapp!.error).toMatch(/code 131000/);
      expect(sms).toMatchObject({ channel: 'sms', replacesId: whatsapp!.id });
    });

    it('sends no SMS when a retry gets through', async () => {
      const rows = await sendTo('+8801714000002');
      mock.answerNext('down');
      expect(await drainJobs(['deliver-whatsapp'])).toEqual({ completed: 0, failed: 1 });
      await makeRetriesDue();
      expect(await drainJobs(['deliver-whatsapp'])).toEqual({ completed: 1, failed: 0 });
      expect((await rows()).map((row) => [row.channel, row.status, row.attempts])).toEqual([
        ['whatsapp', 'sent', 2],
      ]);
    });

    it('sends a plain SMS while WhatsApp is not set up, even to one who opted in', async () => {
      const token = env.WHATSAPP_ACCESS_TOKEN;
      env.WHATSAPP_ACCESS_TOKEN = undefined;
      try {
        await sendPhoneMessage({ to: '+8801715000001', text: 'SMS', whatsapp: template });
      } finally {
        env.WHATSAPP_ACCESS_TOKEN = token;
      }
      expect((await messagesTo('+8801715000001')).map((row) => row.channel)).toEqual(['sms']);
    });
  },
);
