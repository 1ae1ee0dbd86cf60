import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../catalog/support';
import { consoleErrors, findVariant, lineOf, storeState } from './support';

const cases: [
  title: string,
  path: string,
  full: boolean,
  ready: (page: Page) => ReturnType<Page['getByText']>,
][] = [
  ['a full cart', '/shop/cart', true, (page) => page.getByTestId('cart-line')],
  ['a full wishlist', '/wishlist', true, (page) => page.getByTestId('wishlist-item')],
  ['an empty cart', '/shop/cart', false, (page) => page.getByText('Your bag is empty')],
  ['an empty wishlist', '/wishlist', false, (page) => page.getByText('Your wishlist is empty')],
];

for (const [title, path, full, ready] of cases) {
  test(`${title} is accessible and hydrates cleanly`, async ({ page, request }) => {
    const errors = consoleErrors(page);
    const { product, variant } = await findVariant(request, (v) => v.stock >= 2);
    const state = full
      ? { addtocartlist: [lineOf(product, variant, 2)], wishlist: [product.id] }
      : {};
    await storeState(page, state, path);
    await expect(ready(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const [path, title] of [
  ['/shop/cart', 'Bag'],
  ['/wishlist', 'Wishlist'],
] as const) {
  test(`${path} is titled ${title} and kept out of search engines`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}
