import { expect, test } from '@playwright/test';
import { consoleErrors, findProduct } from './support';

// The catalogue's pages hydrate cleanly: a mismatch or a missing file shows up here first.
for (const path of [
  '/shop',
  '/occasion/party',
  '/category/saree/filter?attribute=size-m',
  '/search/gown',
]) {
  test(`${path} loads and hydrates without a console error`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(errors).toEqual([]);
  });
}

test('a product page hydrates without a console error', async ({ page, request }) => {
  const newest = await findProduct(request, () => true);
  const errors = consoleErrors(page);
  await page.goto(`/product/${newest.slug}`, { waitUntil: 'networkidle' });
  expect(errors).toEqual([]);
});
