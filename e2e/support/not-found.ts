import { expect, type Page } from '@playwright/test';

/**
 * The store's 404 page, for an address found missing while its page renders per request.
 * Next has sent the page's shell by then, so the status is 200: what tells a browser and a
 * search engine is the not-found page and its `noindex` (docs/architecture.md, "Serving").
 */
export async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'This piece is no longer on the rail' }),
  ).toBeVisible();
  expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
}
