import { test, expect } from '../account/support/fixtures';
import { adminApiCalls, adminPagePaths } from './support/admin-routes';

const adminPages = adminPagePaths();

test.describe('the staff side keeps everyone else out', () => {
  test('a signed-out visitor is sent to sign in from every staff page, with a real redirect', async ({
    request,
  }) => {
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
    expect(signedIn.email).toContain('@');
    for (const path of adminPages) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control'], path).toBe('no-store');
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      await expect(page.getByRole('heading', { name: 'Not for this account' }), path).toBeVisible();
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
});
