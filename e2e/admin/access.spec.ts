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

  // Every staff page's status, headers and markup are walked over HTTP in
  // e2e/api-contract/staff-refusal.spec.ts; here a browser opens a sample as a shopper would.
  test("a signed-in shopper sees the 403 page in the browser, never a staff page's content", async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.email).toContain('@');
    const invitation = adminPages.find((path) => path.startsWith('/admin/invitation/'));
    expect(invitation, 'the invitation page').toBeDefined();
    const sample = [
      ['/admin', 'Not for this account'],
      ['/admin/orders', 'Not for this account'],
      // An invitation is how a shopper's account joins: its page is theirs to see.
      [invitation!, 'This invitation has ended'],
    ] as const;
    for (const [path, heading] of sample) {
      const response = await page.goto(path);
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      await expect(page.getByRole('heading', { name: heading }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Staff menu' })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        'content',
        /noindex/,
      );
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
