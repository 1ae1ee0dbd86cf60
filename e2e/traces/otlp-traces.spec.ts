import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';
import { findVariant } from '../cart/support';
import { testWithExtraStore } from '../support/extra-store';
import { tracedPorts } from '../support/traced-ports';

// With OTEL_EXPORTER_OTLP_ENDPOINT set, the store sends its traces over OTLP/HTTP
// (docs/architecture.md, "Traces"): an order's request, its queries and the job it sent
// reach a collector, here a small receiver of the spec's own on a store of its own.
const ports = tracedPorts(Number(process.env.E2E_PORT ?? 3100));
const store = `http://localhost:${ports.store}`;
const test = testWithExtraStore('e2e/support/traced-server.ts', `${store}/api/v1/xsrf`);
test.use({ baseURL: store });

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type Span = {
  traceId: string;
  name: string;
  attributes?: { key: string; value: AnyValue }[];
};
type Received = { spans: Span[]; smsCalls: number };

/** An OTLP/HTTP receiver of JSON traces (POST /v1/traces) that also answers as SMS gateway. */
async function startReceiver(port: number) {
  const received: Received = { spans: [], smsCalls: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans?: { scopeSpans?: { spans?: Span[] }[] }[];
        };
        for (const resource of body.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? [])
            received.spans.push(...(scope.spans ?? []));
        }
      } else if (request.method === 'POST' && request.url === '/sms') {
        received.smsCalls += 1;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const attribute = (span: Span, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

/** Signs a new shopper up and orders one piece, cash on delivery; the answer's request id. */
async function placeOrder(request: APIRequestContext, variantId: number): Promise<string> {
  const email = `traced-${randomUUID()}@example.com`;
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'a-long-enough-password-1';
  const signup = await request.post('/api/v1/user/signup', {
    data: { name: 'Traced Shopper', email, phone, password, confirmPassword: password },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/v1/user/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const order = await request.post('/api/v1/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      items: [{ id: variantId, quantity: 1 }],
      contact: { name: 'Traced Shopper', phone, email },
      address: { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'House 1, Road 2' },
      delivery: 'inside_dhaka',
      payment: 'cod',
    },
  });
  expect(order.status()).toBe(201);
  return order.headers()['x-request-id']!;
}

test("an order's request, queries and job reach an OTLP receiver @desktop-only", async ({
  request,
}, testInfo) => {
  const receiver = await startReceiver(ports.receiver);
  try {
    const { variant } = await findVariant(request, (v) => v.stock > 1);
    const requestId = await placeOrder(request, variant.id);
    const { spans } = receiver.received;

    // Next's span of the request, by its route (the batch goes out within seconds).
    const isOrderRequest = (span: Span) =>
      /^POST \/api\/v1\/orders\/?$/.test(span.name) ||
      (attribute(span, 'http.method') === 'POST' &&
        attribute(span, 'http.route') === '/api/v1/orders');
    await expect
      .poll(() => spans.filter(isOrderRequest).map((s) => s.name), { timeout: 30_000 })
      .not.toEqual([]);
    const orderTraces = new Set(spans.filter(isOrderRequest).map((s) => s.traceId));

    // PostgreSQL's queries within that request, by instrumentation-pg.
    const isQuery = (span: Span) =>
      (attribute(span, 'db.system.name') ?? attribute(span, 'db.system')) === 'postgresql';
    await expect
      .poll(() => spans.filter((s) => isQuery(s) && orderTraces.has(s.traceId)).length)
      .toBeGreaterThan(0);

    // The order's confirmation SMS: a job run carrying the request's id, whose fetch to the
    // gateway is a span of its trace.
    await expect
      .poll(() =>
        spans
          .filter((s) => attribute(s, 'store.request_id') === requestId)
          .map((s) => `${s.name} ${attribute(s, 'store.job.outcome')}`),
      )
      .toContain('job deliver-message done');
    const jobTraces = new Set(
      spans
        .filter((s) => attribute(s, 'store.request_id') === requestId && s.name.startsWith('job '))
        .map((s) => s.traceId),
    );
    await expect
      .poll(() =>
        spans.some((s) => jobTraces.has(s.traceId) && /^fetch POST .*\/sms$/.test(s.name)),
      )
      .toBe(true);
  } finally {
    await receiver.close();
    // What arrived, for a failure to be read.
    const spansFile = testInfo.outputPath('spans.json');
    fs.writeFileSync(spansFile, JSON.stringify(receiver.received.spans, null, 1));
    await testInfo.attach('spans.json', { path: spansFile });
  }
});
