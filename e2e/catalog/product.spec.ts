import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/product-page';
import { findProduct, formatBDT, formatPriceRange } from './support';

/** One colour, several sizes, at least one sold out and one in stock. */
const withSoldOutSize = (product: Awaited<ReturnType<typeof findProduct>>) =>
  new Set(product.variants.map((v) => v.colour)).size === 1 &&
  product.variants.length > 1 &&
  product.variants.some((v) => v.stock === 0) &&
  product.variants.some((v) => v.stock > 0);

test('choosing a size shows its price and stock; a sold-out size cannot be added', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, withSoldOutSize);
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await expect(view.price).toHaveText(formatPriceRange(product.min_price, product.max_price));
  await expect(view.addButton).toHaveText('Choose a size');
  await expect(view.addButton).toBeDisabled();

  const soldOut = product.variants.find((v) => v.stock === 0)!;
  await view.choose('Size', soldOut.size);
  await expect(view.stock).toHaveText(`${soldOut.size}, ${soldOut.colour}: Sold out`);
  await expect(view.addButton).toHaveText('Sold out');
  await expect(view.addButton).toBeDisabled();

  const inStock = product.variants.find((v) => v.stock > 0)!;
  await view.choose('Size', inStock.size);
  await expect(view.price).toHaveText(formatBDT(inStock.price));
  await expect(view.stock).toHaveText(
    new RegExp(`^${inStock.size}, ${inStock.colour}: (In stock|Only ${inStock.stock} left)$`),
  );
  await expect(view.addButton).toHaveText('Add to bag');
  await expect(view.addButton).toBeEnabled();
});

test('Add to cart puts the variant in the cart and the header count follows @responsive', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.variants.some((v) => v.stock >= 3));
  const variant = product.variants.find((v) => v.stock >= 3)!;
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await expect(view.cartCount).toHaveText('0');
  if (new Set(product.variants.map((v) => v.colour)).size > 1) {
    await view.choose('Colour', variant.colour);
  }
  if (new Set(product.variants.map((v) => v.size)).size > 1)
    await view.choose('Size', variant.size);
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');
  // The mini-cart drawer confirms it; back on the page, so does the status line.
  const drawer = page.getByRole('dialog', { name: 'Added to your bag' });
  await drawer.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your bag' })).toContainText(
    product.name,
  );

  await page.getByRole('button', { name: 'One more' }).click();
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('3');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(view.cartCount).toHaveText('3');
  const stored = await page.evaluate(() => localStorage.getItem('root26'));
  expect(JSON.parse(stored!).state.addtocartlist).toEqual([
    expect.objectContaining({
      id: variant.id,
      quantity: 3,
      price: variant.price,
      slug: product.slug,
    }),
  ]);
});

test('the gallery moves by thumbnail, arrow and swipe, and zooms @responsive', async ({
  page,
  request,
  isMobile,
}) => {
  const product = await findProduct(request, (p) => p.images.length >= 3);
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await expect(view.thumbnails).toHaveCount(product.images.length);
  await expect(view.activeThumbnail()).toHaveAccessibleName(
    `Show photo 1 of ${product.images.length}`,
  );

  await view.thumbnails.nth(2).click();
  await expect(view.activeThumbnail()).toHaveAccessibleName(
    `Show photo 3 of ${product.images.length}`,
  );
  const track = view.gallery.locator('ul').first();
  await expect
    .poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
    .toBe(2);

  if (isMobile) {
    // A swipe scrolls the snapping row; the thumbnails follow.
    await track.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(view.activeThumbnail()).toHaveAccessibleName(/^Show photo 1 /);
  } else {
    await view.gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(view.activeThumbnail()).toHaveAccessibleName(/^Show photo 2 /);
  }

  await view.gallery
    .getByRole('button', { name: /^Zoom photo/ })
    .first()
    .click();
  const zoom = page.getByRole('dialog', { name: new RegExp(`^${product.name}, photo`) });
  await expect(zoom).toBeVisible();
  await zoom.getByRole('img').click();
  await expect(zoom.getByRole('img')).toHaveCSS('transform', /matrix\(2\.5/);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
});

test('share links carry the page address; Copy link copies it', async ({
  page,
  request,
  context,
  browserName,
}) => {
  const product = await findProduct(request, () => true);
  const view = new ProductPage(page);
  await view.goto(product.slug);
  const url = new URL(`/product/${product.slug}`, page.url()).toString();
  const encoded = encodeURIComponent(url);
  const share = page.locator('p', { hasText: /^Share$/ }).locator('..');
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${product.name} ${url}`)}`,
  );
  await expect(share.getByRole('link', { name: /Messenger/ })).toHaveAttribute(
    'href',
    `fb-messenger://share/?link=${encoded}`,
  );
  expect(browserName).toBe('chromium');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('an unknown product is a 404 that suggests new arrivals', async ({ page }) => {
  const response = await page.goto('/product/no-such-piece');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This piece has left the rail');
  await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  await expect(page.locator('a[href^="/product/"]')).not.toHaveCount(0);
});
