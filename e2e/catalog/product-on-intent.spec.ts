import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from '../support/held-scripts';
import { ProductPage } from './pages/product-page';
import { findProduct, formatBDT, formatPriceRange } from './support';

// A product page's purchase panel is drawn by the server and its code comes when the shopper
// first reaches for the page (components/ui/live-on-intent.tsx).

/** One size, in stock: Add to bag can take the focus before anything is chosen. */
const oneSizeInStock = (product: Awaited<ReturnType<typeof findProduct>>) =>
  product.variants.length === 1 && product.variants[0]!.stock > 0;

/** Several sizes of one colour, one of them in stock. */
const sizesOfOneColour = (product: Awaited<ReturnType<typeof findProduct>>) =>
  new Set(product.variants.map((v) => v.colour)).size === 1 &&
  new Set(product.variants.map((v) => v.size)).size > 1 &&
  product.variants.some((v) => v.stock > 0);

const livePanel = (page: Page) => page.locator('[data-live]').getByTestId('product-price');

/** A product page as it arrives, hydrated but not reached for: the server's drawing. */
async function openUnreached(page: Page, slug: string) {
  const view = new ProductPage(page);
  await page.goto(`/product/${slug}`);
  await expect(view.cartCount).not.toHaveText('');
  await expect(livePanel(page)).toHaveCount(0);
  return view;
}

test('a size pressed before the panel is live is chosen once its code has come', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, sizesOfOneColour);
  const variant = product.variants.find((v) => v.stock > 0)!;
  const view = await openUnreached(page, product.slug);
  await expect(view.price).toHaveText(formatPriceRange(product.min_price, product.max_price));

  const { release } = await holdScripts(page);
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes
    .locator('label')
    .filter({ hasText: new RegExp(`^${variant.size}$`) })
    .click();
  // Held: the browser's own choosing of the radio did not happen behind the panel's back.
  await expect(sizes.getByRole('radio', { name: variant.size, exact: true })).not.toBeChecked();
  release();
  await expect(livePanel(page)).toBeVisible();
  await expect(sizes.getByRole('radio', { name: variant.size, exact: true })).toBeChecked();
  await expect(view.price).toHaveText(formatBDT(variant.price));
});

test('Add to bag and then the bag, both before the panel is live: the bag opens holding the piece', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, oneSizeInStock);
  const view = await openUnreached(page, product.slug);

  const { release, asked, holdNoMore } = await holdScripts(page);
  await view.addButton.click();
  await expect.poll(asked).toBe(true);
  // Only the panel's code is late: the bag's own comes at once.
  holdNoMore();
  const bag = page.getByRole('link', { name: /^Bag, \d+ items?$/ });
  await bag.click();
  // The bag waits for the press before it, and says so.
  await expect(bag).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await expect(view.cartCount).toHaveText('1');
  await expect(bag).not.toHaveAttribute('aria-busy');
});

test('a press begun on the panel before it is live and ended after adds to the bag', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, oneSizeInStock);
  const view = await openUnreached(page, product.slug);

  const { release, asked } = await holdScripts(page);
  // The pointer coming onto the button is her reach: the panel's code is asked for, and held.
  await view.addButton.hover();
  await expect.poll(asked).toBe(true);
  await page.mouse.down();
  release();
  // Drawn anew under her pressed button: its press and its release fall on two elements.
  await expect(livePanel(page)).toBeVisible();
  await page.mouse.up();
  await expect(view.cartCount).toHaveText('1');
});

test('a link that names a size and colour shows them chosen with no reach', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, sizesOfOneColour);
  const variant = product.variants.find((v) => v.stock > 0)!;
  const query = new URLSearchParams({ size: variant.size, colour: variant.colour });
  await page.goto(`/product/${product.slug}?${query}`);
  const view = new ProductPage(page);
  await expect(livePanel(page)).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: /^Size/ })
      .getByRole('radio', { name: variant.size, exact: true }),
  ).toBeChecked();
  await expect(view.price).toHaveText(formatBDT(variant.price));
});

test('the keyboard brings the panel, and the focus stays where it was put', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, oneSizeInStock);
  const view = await openUnreached(page, product.slug);

  const { release, asked } = await holdScripts(page);
  // A focus given while the page still hydrates goes unheard: it is given again.
  await expect(async () => {
    await view.addButton.blur();
    await view.addButton.focus();
    expect(asked()).toBe(true);
  }).toPass();
  release();
  await expect(livePanel(page)).toBeVisible();
  await expect(view.addButton).toBeFocused();
});

test('a product page reached by a link in the browser has a working panel', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, oneSizeInStock);
  const view = new ProductPage(page);
  await page.goto(`/search/${encodeURIComponent(product.name)}`);
  await expect(view.cartCount).toHaveText('0');
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(livePanel(page)).toBeVisible();
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');
});

test('a panel whose code could not be had comes at her next key', async ({ page, request }) => {
  const product = await findProduct(request, oneSizeInStock);
  const view = await openUnreached(page, product.slug);
  const asked = new Set<string>();
  let offline = true;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    asked.add(route.request().url());
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await expect(async () => {
    await page.mouse.move(20 + Math.random() * 100, 300);
    expect(asked.size).toBeGreaterThan(0);
  }).toPass();
  await expect(livePanel(page)).toHaveCount(0);

  offline = false;
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(livePanel(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');
});
