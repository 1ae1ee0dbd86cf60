import { expect, test, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium';
import { findVariant } from '../cart/support';
import { CartPage } from '../cart/pages/cart-page';
import { ProductPage } from './pages/product-page';
import { findProduct } from './support';

// Playwright turns the back/forward cache off, and the headless shell the other specs use
// has none: this file drives the full browser and keeps the cache, as shoppers' browsers do.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumFlags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Opens `path`, leaves for another document, comes Back: was the same page restored? */
async function restoredOnBack(page: Page, path: string): Promise<boolean> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { stayedInMemory: true }));
  await page.goto('/robots.txt');
  // A restored page fires no load event: the commit is the end of the way back.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
  return page.evaluate(() => 'stayedInMemory' in window);
}

test('Back restores a catalogue page at once, and the cart page as the cart is now @desktop-only', async ({
  page,
  request,
}) => {
  const newest = await findProduct(request, () => true);
  expect(await restoredOnBack(page, `/product/${newest.slug}`)).toBe(true);
  expect(await restoredOnBack(page, '/occasion/bridal')).toBe(true);

  // A piece added on another page while the cart page waited for Back is in it on return,
  // whether the browser kept the page or loads it again.
  const { product } = await findVariant(request, (v, p) => v.stock >= 2 && p.variants.length === 1);
  const cart = new CartPage(page);
  await page.goto('/shop/cart', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible();
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(cart.line(product.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeHidden();
});
