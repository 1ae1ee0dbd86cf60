import { expect, type APIRequestContext } from '@playwright/test';
import { testWithExtraStore } from '../support/extra-store';
import { faultPorts } from '../support/fault-ports';

// A second store (e2e/support/fault-server.ts), whose PostgreSQL this spec cuts off and restores.
const ports = faultPorts(Number(process.env.E2E_PORT ?? 3100));
const store = `http://localhost:${ports.store}`;
const control = `http://127.0.0.1:${ports.control}`;
// A route that reads nothing cached: the home page would be revalidated from this store.
const test = testWithExtraStore('e2e/support/fault-server.ts', `${store}/api/v1/xsrf`);

async function switchDatabase(request: APIRequestContext, action: 'cut' | 'restore') {
  const answer = await request.post(`${control}/${action}`);
  expect(await answer.json()).toEqual({ cut: action === 'cut' });
}

// Searches never made before, in this run or an earlier one: the API keeps catalogue
// answers for a minute, and the build's data cache keeps listings across restarts.
const run = Date.now().toString(36);
let asked = 0;
const freshSearch = (word: string) => {
  asked += 1;
  return `${word} ${run}${asked}`;
};
const freshListing = () =>
  `${store}/api/v1/product/all?keyward=${encodeURIComponent(freshSearch('lehenga'))}`;

test.describe('the store while its database is away @desktop-only', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: store });

  test.afterAll(async ({ request }) => {
    await switchDatabase(request, 'restore');
  });

  test('shows the error page, answers 503 and is not ready, then recovers without a restart', async ({
    page,
    request,
  }) => {
    const heading = (text: string) => page.getByRole('heading', { level: 1, name: `“${text}”` });
    const errorHeading = page.getByRole('heading', { name: 'We could not open this page' });
    const searchFor = (text: string) => page.goto(`/search/${encodeURIComponent(text)}`);

    const before = freshSearch('lehenga');
    await searchFor(before);
    await expect(heading(before)).toBeVisible();

    await switchDatabase(request, 'cut');
    const during = freshSearch('gown');
    const cutOff = await searchFor(during);
    await expect(errorHeading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The page's shell was sent before the search failed, so its status is already 200
    // (docs/architecture.md, "Serving"); no shared cache may keep the error page, and the
    // browser must ask again before it shows it once more.
    expect(cutOff?.headers()['cache-control']).toBe('private, no-cache');

    // A load balancer takes the instance out of rotation, and an uptime monitor still
    // sees it alive.
    const notReady = await request.get(`${store}/api/ready`);
    expect(notReady.status()).toBe(503);
    expect(await notReady.json()).toMatchObject({ ready: false, database: 'down' });
    expect((await request.get(`${store}/api/health`)).status()).toBe(200);

    const unavailable = await request.get(freshListing());
    expect(unavailable.status()).toBe(503);
    expect(unavailable.headers()['content-type']).toMatch(/^application\/json/);
    expect(await unavailable.json()).toEqual({
      error: { code: 'unavailable', message: expect.any(String) },
    });

    await switchDatabase(request, 'restore');
    const back = await searchFor(during);
    expect(back?.status()).toBe(200);
    await expect(heading(during)).toBeVisible();
    await expect(errorHeading).toHaveCount(0);
    expect((await request.get(freshListing())).status()).toBe(200);
    // Its job workers start again on their own once the database answers: on a busy machine
    // that may be a few seconds after the pages are back.
    await expect
      .poll(async () => {
        const readyAgain = await request.get(`${store}/api/ready`);
        return { status: readyAgain.status(), ...(await readyAgain.json()) };
      })
      .toMatchObject({ status: 200, ready: true, database: 'up', jobWorkers: 'running' });
  });
});
