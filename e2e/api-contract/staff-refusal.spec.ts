import { test, expect } from '../account/support/fixtures';
import { adminPagePaths } from '../admin/support/admin-routes';
import { demoOwner, signInForStaff } from '../admin/support/staff-pages';

// A visitor refused a staff page gets a real status, not a 200 carrying the 403 page:
// crawlers, monitors and caches read the status, not the words (docs/decisions.md 13).

/** The pages that take visitors who are not staff yet: the second step, an invitation. */
const openPages = /^\/admin\/(verify|invitation\/)/;
const guardedPages = adminPagePaths().filter((path) => !openPages.test(path));

test('a signed-in shopper gets HTTP 403 and the 403 page from every guarded staff page', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  expect(guardedPages.length).toBeGreaterThan(5);
  for (const path of guardedPages) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html, path).toContain('Not for this account');
    expect(html, `${path}: the staff menu`).not.toContain('aria-label="Staff menu"');
    const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)];
    expect(robots.length, `${path}: a robots tag`).toBeGreaterThan(0);
    for (const [, content] of robots) expect(content, path).toMatch(/noindex/);
  }
});

test('a signed-out visitor is still sent to sign in with a real 307', async ({ request }) => {
  for (const path of ['/admin', '/admin/products']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe(
      `/authentication/login?callbackUrl=${encodeURIComponent(path)}`,
    );
  }
});

test('staff before the second step are sent to it with a real 307, and it opens', async ({
  browser,
}) => {
  // A browser of its own: a sign-in that has not proven the second step yet.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInForStaff(page, demoOwner.email, demoOwner.password, '/admin/products');
  await expect(page).toHaveURL(/\/admin\/verify\?next=%2Fadmin%2Fproducts$/);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();

  const refused = await page.request.get('/admin/products', { maxRedirects: 0 });
  expect(refused.status()).toBe(307);
  expect(refused.headers().location).toBe(
    `/admin/verify?next=${encodeURIComponent('/admin/products')}`,
  );
  const step = await page.request.get('/admin/verify?next=%2Fadmin', { maxRedirects: 0 });
  expect(step.status()).toBe(200);
  expect(await step.text()).toContain('Confirm it is you');
  await context.close();
});
