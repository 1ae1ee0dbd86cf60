import { expect, test } from '@playwright/test';
import { infoPageSlugs } from '../support/info-pages';

const slugs = infoPageSlugs;

test.describe('information pages @desktop-only', () => {
  for (const slug of slugs) {
    test(`/pages/${slug} is server-rendered with a title and sections`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`/pages/${slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html.match(/<h2/g)?.length ?? 0).toBeGreaterThan(2);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/pages/${slug}"`);
    });
  }

  test('the FAQ opens an answer on click', async ({ page }) => {
    await page.goto('/pages/faq');
    const first = page.locator('main details').first();
    await expect(first.locator('p').first()).toBeHidden();
    await first.locator('summary').click();
    await expect(first.locator('p').first()).toBeVisible();
  });

  test('an unknown page is a designed 404 inside the store layout', async ({ page }) => {
    const response = await page.goto('/pages/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('no longer on the rail');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect((await page.request.get('/no/such/address')).status()).toBe(404);
  });

  test('FIND US gives the address, hours, phone, a map link and Book a fitting; typed in lower case it is found too', async ({
    page,
  }) => {
    await page.goto('/store-locator');
    await expect(page).toHaveURL(/\/Store-locator$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Banani');
    await expect(page.locator('main')).toContainText('Saturday – Thursday');
    await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(page.locator('main').getByRole('link', { name: /\+880/ })).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Book a fitting' }).click();
    await expect(page).toHaveURL(/\/fitting$/);
  });
});
