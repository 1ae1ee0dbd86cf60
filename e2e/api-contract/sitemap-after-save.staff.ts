import { expect, test } from '@playwright/test';
import { ownerState } from '../admin/support/staff-pages';

test.use({ storageState: ownerState });

// A staff save expires the sitemap's tag, and Next renders /sitemap.xml again behind the
// stale answer it serves. That render once failed with a 500 (the cache handler read
// Date.now() during it). The new page must appear, and no answer on the way may be a 5xx.

test('a new information page reaches /sitemap.xml, never through a 5xx', async ({ page }) => {
  const before = await page.request.get('/sitemap.xml');
  expect(before.status()).toBe(200);
  const slug = `sitemap-${Date.now()}`;
  expect(await before.text()).not.toContain(`/pages/${slug}`);

  await page.goto('/admin/content/pages/new');
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Title', { exact: true }).fill('Where the sitemap looks');
  await page.getByLabel('Page', { exact: true }).fill('A page for crawlers to find.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/pages/${slug}$`));

  const statuses: number[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/sitemap.xml');
        statuses.push(response.status());
        return response.status() === 200 && (await response.text()).includes(`/pages/${slug}`);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  // Every prerendered part of it stays whole too.
  expect((await page.request.get('/sitemap/0.xml')).status()).toBe(200);
});
