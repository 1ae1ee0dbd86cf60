import { expect, test } from '@playwright/test';

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
