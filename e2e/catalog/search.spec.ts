import { expect, test } from '@playwright/test';
import { ListingPage } from './pages/listing-page';
import { apiListing } from './support';

test('search results show the count, the grid and the query as text', async ({ page, request }) => {
  const listing = new ListingPage(page);
  await listing.goto('/search/lehenga');
  const api = await apiListing(request, 'keyward=lehenga');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“lehenga”');
  await expect(listing.count).toHaveText(`${api.count} results`);
  expect(await listing.productNames()).toEqual(api.results.map((p) => p.name));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('a query with HTML in it is shown, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const text = '<img src=x onerror=alert(1)>';
  await page.goto(`/search/${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${text}”`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('a search that finds nothing suggests where to look', async ({ page }) => {
  await page.goto('/search/zzqqxx');
  await expect(page.getByRole('heading', { name: 'Nothing matches “zzqqxx”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bridal', exact: true }).last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New arrivals you may like' })).toBeVisible();
});
