import { test, expect } from '../account/support/fixtures';
import { adminApiCalls, adminPagePaths } from './support/admin-routes';

const adminPages = adminPagePaths();

test.describe('the staff side keeps everyone else out', () => {
  test('a signed-out visitor is sent to sign in from every staff page, with a real redirect', async ({
    request,
  }) => {
    expect(adminPages.length).toBeGreaterThan(5);
    for (const path of adminPages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe(
        `/authentication/login?callbackUrl=${encodeURIComponent(path)}`,
      );
    }
  });

  test('a signed-in shopper gets the 403 page on every staff page, never its content', async ({
    page,
    signedIn,
  }) => {
    // Every staff page in turn, each a full page load: slow on a shared machine, not stuck.
    test.slow();
    expect(signedIn.email).toContain('@');
    for (const path of adminPages) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control'], path).toBe('no-store');
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      // An invitation is how a shopper's account joins: its page is theirs to see.
      const expected = path.startsWith('/admin/invitation/')
        ? 'This invitation has ended'
        : 'Not for this account';
      await expect(page.getByRole('heading', { name: expected }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Staff menu' })).toHaveCount(0);
      const robots = page.locator('meta[name="robots"]');
      for (const content of await robots.evaluateAll((tags) =>
        tags.map((tag) => tag.getAttribute('content')),
      )) {
        expect(content, path).toMatch(/noindex/);
      }
      expect(await robots.count(), path).toBeGreaterThan(0);
    }
  });

  test('every staff API call refuses a signed-out caller (401) and a shopper (403) @desktop-only', async ({
    page,
    request,
    signedIn,
  }) => {
    const calls = adminApiCalls();
    expect(calls.length, 'staff API calls to walk').toBeGreaterThan(0);
    expect(signedIn.email).toContain('@');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
    for (const call of calls) {
      // The `request` fixture shares no cookies with the shopper's page.
      const signedOut = await request.fetch(call.path, { method: call.method, maxRedirects: 0 });
      expect(signedOut.status(), `${call.method} ${call.path} signed out`).toBe(401);
      const shopper = await page.request.fetch(call.path, {
        method: call.method,
        headers: xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf.value) } : {},
        maxRedirects: 0,
      });
      expect(shopper.status(), `${call.method} ${call.path} as a shopper`).toBe(403);
    }
  });
});
