import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { installServerHooks } from '@/lib/http/server/server-hooks';
import { getBoss } from '@/lib/jobs/boss';
import { routeLabel } from '@/lib/metrics/route-label';
import { smsGateway } from '@/lib/messaging/sms/generic';
import { fetchSentJob } from '@/tests/helpers/fetch-sent-job';
import { describeShoppers, orderBody, placeOrder, setStock } from '@/tests/api/orders/support';

const token = 'metrics-token-for-the-tests-0123456789';

async function scrape(authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const answer = await metricsRoute(new Request('http://localhost/api/metrics', { headers }));
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

/** The value of one sample line (`name{labels} value`), 0 when the exposition lacks it. */
async function sample(line: string): Promise<number> {
  const { body } = await scrape(`Bearer ${token}`);
  const found = body.split('\n').find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('a request as a metric label', () => {
  it.each([
    ['/', '/'],
    ['/bn', '/'],
    ['/product/red-silk-lehenga?size=M', '/product/:id'],
    ['/bn/category/bridal', '/category/:id'],
    ['/shop/filter?page=2', '/shop/filter'],
    ['/api/v1/orders/NJ-260101-00042', '/api/v1/orders/:id'],
    ['/api/v1/user/me/42', '/api/v1/user/me/:id'],
    ['/admin/orders/NJ-260101-00042', '/admin/orders/:id'],
    ['/_next/static/chunks/app.js', '/_next/*'],
  ])('%s counts as %s', (url, label) => {
    expect(routeLabel(url)).toBe(label);
  });
});

describeShoppers('the metrics endpoint', (shoppers) => {
  afterEach(() => Object.assign(env, { METRICS_TOKEN: token }));

  it('does not exist without a token, and refuses a scraper without the right one', async () => {
    Object.assign(env, { METRICS_TOKEN: undefined });
    expect((await scrape(`Bearer ${token}`)).status).toBe(404);
    Object.assign(env, { METRICS_TOKEN: token });
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get('cache-control')).toBe('no-store');
    expect((await scrape(`Bearer ${token.slice(0, -1)}x`)).status).toBe(401);
    const allowed = await scrape(`Bearer ${token}`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.body).toContain('# TYPE store_http_requests_total counter');
  });

  it('counts a placed order and its total, by where it was taken and how it is paid', async () => {
    const placed = 'store_orders_placed_total{source="web",payment="cod"}';
    const revenue = 'store_order_revenue_taka_total{payment="cod"}';
    const [ordersBefore, revenueBefore] = [await sample(placed), await sample(revenue)];
    await setStock('BL-1-M', 3);
    const answer = await placeOrder(orderBody([{ id: shoppers.id['BL-1-M']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    expect(answer.status).toBe(201);
    expect(await sample(placed)).toBe(ordersBefore + 1);
    expect(await sample(revenue)).toBe(revenueBefore + Number(answer.body.order.total));
  });

  it('shows a failed job by its name, and the jobs queued', async () => {
    await getDb().execute(sql`DELETE FROM pgboss.job`);
    const failed = 'store_jobs{name="release-expired-orders",state="failed"}';
    expect(await sample(failed)).toBe(0);
    const boss = getBoss();
    await boss.send('release-expired-orders', {});
    const job = await fetchSentJob(boss, 'release-expired-orders');
    await boss.fail('release-expired-orders', job!.id, { message: 'for the metrics' });
    expect(await sample(failed)).toBe(1);
  });

  it('counts calls to the SMS gateway by outcome: sent, refused, or failed', async () => {
    const statuses = [200, 400, 503];
    const gateway = createServer((_, response) => response.writeHead(statuses.shift()!).end());
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const send = smsGateway(`http://127.0.0.1:${port}/sms`, undefined);
    const line = (outcome: string) =>
      `store_outgoing_calls_total{service="sms",outcome="${outcome}"}`;
    const before = { ok: await sample(line('ok')), refused: await sample(line('refused')) };
    const failedBefore = await sample(line('failed'));
    const message = {
      channel: 'sms' as const,
      to: '01712345678',
      text: 'Your order is on its way',
      reference: '1-metrics',
    };
    await send(message);
    await expect(send(message)).rejects.toThrow('400');
    await expect(send(message)).rejects.toThrow('503');
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    await expect(send(message)).rejects.toThrow();
    expect(await sample(line('ok'))).toBe(before.ok + 1);
    expect(await sample(line('refused'))).toBe(before.refused + 1);
    expect(await sample(line('failed'))).toBe(failedBefore + 2);
  });

  describe('requests through the server', () => {
    let server: Server;
    let removeHooks: () => void;
    // Each answer's 'finish' reaches the hook's listener first: it was added before ours.
    let answered: Promise<void>;
    beforeAll(async () => {
      removeHooks = installServerHooks({ trustedHops: 0 });
      server = createServer((_, response) => {
        answered = new Promise((resolve) => response.once('finish', () => resolve()));
        response.writeHead(204).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      removeHooks();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          response.on('end', () => answered.then(() => resolve(response.statusCode!), reject));
        })
          .on('error', reject)
          .end();
      });

    it('counts each answer by method, route and status, and times it', async () => {
      const line = 'store_http_requests_total{method="GET",route="/product/:id",status="204"}';
      const before = await sample(line);
      expect(await get('/product/red-silk-lehenga?size=M')).toBe(204);
      expect(await get('/bn/product/green-gown')).toBe(204);
      expect(await sample(line)).toBe(before + 2);
      expect(
        await sample(
          'store_http_request_duration_seconds_count{method="GET",route="/product/:id",status="204"}',
        ),
      ).toBe(before + 2);
    });
  });
});
