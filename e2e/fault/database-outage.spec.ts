import { expect, test, type APIRequestContext } from '@playwright/test';
import { faultPorts } from '../support/fault-ports';

// The second store of playwright.config.ts, whose PostgreSQL this spec cuts off and restores.
const ports = faultPorts(Number(process.env.E2E_PORT ?? 3100));
const store = `http://localhost:${ports.store}`;
const control = `http://127.0.0.1:${ports.control}`;

async function switchDatabase(request: APIRequestContext, action: 'cut' | 'restore') {
  const answer = await request.post(`${control}/${action}`);
  expect(await answer.json()).toEqual({ cut: action === 'cut' });
}

// A query never asked before: the API keeps catalogue answers for a minute.
let asked = 0;
const freshListing = () => {
  asked += 1;
  return `${store}/api/v1/product/all?keyward=lehenga&page_size=${asked}`;
};

test.describe('the store while its database is away @desktop-only', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: store });

  test.afterAll(async ({ request }) => {
    await switchDatabase(request, 'restore');
  });

  test('shows the error page and answers 503, then recovers without a restart', async ({
    page,
    request,
  }) => {
    // Listings are cached by query for a while: the outage asks for one not asked before.
    const heading = (text: string) => page.getByRole('heading', { level: 1, name: `“${text}”` });
    const errorHeading = page.getByRole('heading', { name: 'We could not open this page' });

    await page.goto('/search/lehenga');
    await expect(heading('lehenga')).toBeVisible();

    await switchDatabase(request, 'cut');
    const cutOff = await page.goto('/search/gown');
    await expect(errorHeading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(cutOff?.status()).not.toBe(200);

    const unavailable = await request.get(freshListing());
    expect(unavailable.status()).toBe(503);
    expect(unavailable.headers()['content-type']).toMatch(/^application\/json/);
    expect(await unavailable.json()).toEqual({
      error: { code: 'unavailable', message: expect.any(String) },
    });

    await switchDatabase(request, 'restore');
    const back = await page.goto('/search/gown');
    expect(back?.status()).toBe(200);
    await expect(heading('gown')).toBeVisible();
    await expect(errorHeading).toHaveCount(0);
    expect((await request.get(freshListing())).status()).toBe(200);
  });
});
