import { expect, test } from '@playwright/test';
import { e2eMetricsToken } from '../support/e2e-store';

// The production server's liveness and readiness (docs/architecture.md, "Serving"): never
// cached, never prerendered at build time, answered by the running store.
test('GET /api/health and /api/ready answer 200 JSON, no-store, from the running store', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(await health.json()).toEqual({ status: 'ok' });

  await expect(async () => {
    const ready = await request.get('/api/ready');
    expect(ready.headers()['cache-control']).toBe('no-store');
    // The job workers start beside the server: ready once they run.
    expect(await ready.json()).toEqual({
      ready: true,
      database: 'up',
      migrations: 'current',
      jobWorkers: 'running',
    });
    expect(ready.status()).toBe(200);
  }).toPass();
});

// One process, several bundles: the server hook that counts requests and the route that
// reports them must share one registry in the production build.
test('GET /api/metrics refuses a scraper without the token, and counts the requests it served', async ({
  request,
}) => {
  const refused = await request.get('/api/metrics');
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('no-store');

  const served = 'store_http_requests_total{method="GET",route="/api/health",status="200"}';
  const count = async () => {
    const answer = await request.get('/api/metrics', {
      headers: { authorization: `Bearer ${e2eMetricsToken}` },
    });
    expect(answer.status()).toBe(200);
    const line = (await answer.text()).split('\n').find((row) => row.startsWith(`${served} `));
    return line ? Number(line.slice(served.length + 1)) : 0;
  };
  const before = await count();
  expect((await request.get('/api/health')).status()).toBe(200);
  // The count moves once the answer has been sent, which the client may see first; the
  // other test here may ask for /api/health meanwhile.
  await expect.poll(count).toBeGreaterThanOrEqual(before + 1);
});
