import { expect, test } from '@playwright/test';
import { joinAsStaff, ownerState } from '../admin/support/staff-pages';

test.use({ storageState: ownerState });

// A staff member whose role lacks a page's permission gets a real 403 with the 403 page,
// and the pages of their own role as before (docs/decisions.md 13).

test('a staff member gets HTTP 403 from a manager’s page, and 200 from their own', async ({
  page,
  browser,
}) => {
  const { page: clerk, context } = await joinAsStaff(page, browser, 'staff');
  for (const path of ['/admin/products', '/admin/content', '/admin/staff']) {
    const response = await clerk.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(await response.text(), path).toContain('Not for this account');
  }
  for (const path of ['/admin', '/admin/orders', '/admin/stock']) {
    const response = await clerk.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  await context.close();
});
