import { expect, test } from '@playwright/test';
import { findProduct, seriousViolations } from './support';

for (const path of [
  '/category/lehenga',
  '/shop/filter?attribute=size-m',
  '/search/gown',
  '/product/no-such-piece',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a product page has no serious accessibility violations', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.variants.length > 1);
  await page.goto(`/product/${product.slug}`);
  expect(await seriousViolations(page)).toEqual([]);
});
