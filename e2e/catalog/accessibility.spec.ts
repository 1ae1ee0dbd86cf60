import { expect, test } from '@playwright/test';
import { findProduct, seriousViolations } from './support';

for (const path of [
  '/category/lehenga',
  '/shop/filter?attribute=size-m',
  '/search/gown',
  '/product/no-such-piece',
]) {
  test(`${path} has no serious accessibility violations @responsive`, async ({ page }) => {
    await page.goto(path);
    // A not-found address is answered with Next's error document, which the browser then
    // fills with the designed page, its language and its title: axe judges that page.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/\S/);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a product page has no serious accessibility violations @responsive', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.variants.length > 1);
  await page.goto(`/product/${product.slug}`);
  expect(await seriousViolations(page)).toEqual([]);
});
