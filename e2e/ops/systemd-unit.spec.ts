import fs from 'node:fs';
import { expect } from '@playwright/test';
import { testWithExtraStore } from '../support/extra-store';
import { systemdUnitPort } from '../support/systemd-unit-port';

// The README's systemd unit, its own lines (e2e/support/systemd-unit-server.ts): it
// migrates, then the standalone server serves the store without the checkout's packages.
const store = `http://localhost:${systemdUnitPort(Number(process.env.E2E_PORT ?? 3100))}`;
const test = testWithExtraStore('e2e/support/systemd-unit-server.ts', `${store}/api/health`);
test.use({ baseURL: store });

test('the standalone server started by the guide’s unit serves the store, in English and Bangla', async ({
  page,
  request,
}) => {
  await expect
    .poll(async () => (await request.get('/api/ready')).json(), {
      message: 'ready: database, migrations and job workers',
    })
    .toEqual({ ready: true, database: 'up', migrations: 'current', jobWorkers: 'running' });

  const listing = await (await request.get('/api/v1/product/all?page_size=1')).json();
  const product = listing.results[0] as { slug: string; name: string };
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Its scripts and styles are served from the copy of .next/static the guide makes.
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect((await request.get(script!)).status()).toBe(200);

  await page.goto('/bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect((await request.get('/images/placeholder-product.webp')).status()).toBe(200);

  // What it serves from holds no database, photo or secret of the machine it was built on.
  expect(fs.existsSync('.next/standalone/server.js')).toBe(true);
  expect(fs.existsSync('.next/standalone/data')).toBe(false);
});
