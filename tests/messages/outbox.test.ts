import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { GET as outboxPage } from '@/app/dev/outbox/route';
import { getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { readOutbox, sendMessage } from '@/lib/messaging/outbox';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { jobStates, makeRetriesDue } from '../helpers/job-retries';

type Received = { authorization?: string; body: unknown; accepted?: boolean };

const received: Received[] = [];
let gateway: Server;
/** While true, the gateway answers 503, as one that is down would. */
let gatewayDown = false;

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as { to: string };
    received.push({ authorization: request.headers.authorization, body, accepted: !gatewayDown });
    response.writeHead(gatewayDown ? 503 : 200).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  // Before the first message: the outbox picks its transports once.
  Object.assign(env, {
    SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`,
    SMS_GATEWAY_TOKEN: 'gw-token',
  });
});

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const newest = async () =>
  (await getDb().select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]!;

describeAppDatabase(
  'the outbox',
  async () => null,
  () => {
    it('queues SMS for the configured gateway, and its job delivers it with the token', async () => {
      const before = received.length;
      await sendMessage({ channel: 'sms', to: '+8801712345678', text: '123456 is your code' });
      expect(await newest()).toMatchObject({ status: 'queued', attempts: 0 });
      expect(received.length).toBe(before);
      expect(await drainJobs(['deliver-message'])).toEqual({ completed: 1, failed: 0 });
      expect(received.slice(before)).toEqual([
        {
          authorization: 'Bearer gw-token',
          body: { to: '+8801712345678', message: '123456 is your code' },
          accepted: true,
        },
      ]);
      expect(await newest()).toMatchObject({
        recipient: '+8801712345678',
        status: 'sent',
        error: null,
        attempts: 1,
      });
    });

    it('keeps trying a message while the gateway is down, and delivers it once when it is back', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      gatewayDown = true;
      const before = received.length;
      await sendMessage({ channel: 'sms', to: '+8801812345678', text: 'Order NJ-1 is on its way' });
      const deliveries = () =>
        received
          .slice(before)
          .filter(
            (entry) => (entry.body as { to: string }).to === '+8801812345678' && entry.accepted,
          ).length;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 1 });
        expect(await newest()).toMatchObject({
          status: 'failed',
          attempts: attempt,
          error: expect.stringContaining('503'),
        });
        // The retry waits out its backoff; the test moves the clock instead of waiting.
        expect(await jobStates('deliver-message')).toEqual(['retry']);
        await makeRetriesDue();
      }
      gatewayDown = false;
      expect(await drainJobs(['deliver-message'])).toEqual({ completed: 1, failed: 0 });
      expect(await newest()).toMatchObject({ status: 'sent', attempts: 4, error: null });
      expect(deliveries()).toBe(1);
      expect(await jobStates('deliver-message')).toEqual(['completed']);
      // Run again: nothing is due, and nothing is sent twice.
      expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 0 });
      expect(deliveries()).toBe(1);
      log.mockRestore();
    });

    it('stores e-mail in the outbox when no SMTP server is configured', async () => {
      await sendMessage({ channel: 'email', to: 'a@example.com', subject: 'Code', text: '111111' });
      expect(await newest()).toMatchObject({ channel: 'email', status: 'stored', subject: 'Code' });
    });

    it('lists the messages to one recipient, newest first, as JSON at /dev/outbox', async () => {
      await sendMessage({ channel: 'email', to: 'b@example.com', text: 'first' });
      await sendMessage({ channel: 'email', to: 'b@example.com', text: 'second' });
      expect((await readOutbox('b@example.com')).map((entry) => entry.body)).toEqual([
        'second',
        'first',
      ]);
      const response = await outboxPage(
        new Request('http://localhost/dev/outbox?recipient=b%40example.com&format=json'),
      );
      const entries = (await response.json()) as { body: string; recipient: string }[];
      expect(entries.map((entry) => [entry.recipient, entry.body])).toEqual([
        ['b@example.com', 'second'],
        ['b@example.com', 'first'],
      ]);
    });

    it('shows the messages as an HTML table with the recipient on each row, escaped', async () => {
      await sendMessage({ channel: 'email', to: 'c@example.com', text: '<b>222222</b>' });
      const response = await outboxPage(
        new Request('http://localhost/dev/outbox?recipient=c%40example.com'),
      );
      const html = await response.text();
      expect(html).toContain('data-testid="outbox-message" data-recipient="c@example.com"');
      expect(html).toContain('&#60;b&#62;222222&#60;/b&#62;');
      expect(html).not.toContain('<b>222222');
    });
  },
);
