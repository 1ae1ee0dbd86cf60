import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/product-page';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { findProduct, formatBDT, formatPriceRange, unusedImagePreloads } from './support';

/** One colour, several sizes, at least one sold out and one in stock. */
const withSoldOutSize = (product: Awaited<ReturnType<typeof findProduct>>) =>
  new Set(product.variants.map((v) => v.colour)).size === 1 &&
  product.variants.length > 1 &&
  product.variants.some((v) => v.stock === 0) &&
  product.variants.some((v) => v.stock > 0);

/** One variant, in stock: Add to cart needs no choice first. */
const readyToAdd = (product: Awaited<ReturnType<typeof findProduct>>) =>
  product.variants.length === 1 && product.variants[0]!.stock > 0;

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

test(
  'the gallery moves by thumbnail, arrow and swipe, and zooms',
  { tag: '@responsive' },
  async ({ page, request, isMobile }) => {
    const product = await findProduct(request, (p) => p.images.length >= 3);
    const total = product.images.length;
    const view = new ProductPage(page);
    await view.goto(product.slug);
    const track = view.gallery.locator('ul').first();
    const shown = () => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));

    if (isMobile) {
      // A swipe scrolls the snapping row; the counter on the photo follows.
      await expect(view.thumbnails).toHaveCount(0);
      await expect(page.getByTestId('gallery-counter')).toHaveText(`1 / ${total}`);
      await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));
      await expect(page.getByTestId('gallery-counter')).toHaveText(`3 / ${total}`);
    } else {
      await expect(view.thumbnails).toHaveCount(total);
      await expect(view.activeThumbnail()).toHaveAccessibleName(`Show photo 1 of ${total}`);
      await view.thumbnails.nth(2).click();
      await expect(view.activeThumbnail()).toHaveAccessibleName(`Show photo 3 of ${total}`);
      await expect.poll(shown).toBe(2);
      await view.gallery.getByRole('button', { name: 'Previous photo' }).click();
      await expect(view.activeThumbnail()).toHaveAccessibleName(/^Show photo 2 /);
    }

    const opener = view.gallery.getByRole('button', { name: /^Zoom photo 1/ });
    await opener.click();
    const zoom = page.getByRole('dialog', { name: new RegExp(`^${product.name}, photo`) });
    await expect(zoom).toHaveAccessibleName(`${product.name}, photo 1 of ${total}`);
    await expect(zoom.getByRole('button', { name: 'Close zoom' })).toBeFocused();
    // Next and previous, by button and arrow key, with a counter.
    const counter = zoom.getByTestId('zoom-counter');
    await expect(counter).toHaveText(`1 / ${total}`);
    await zoom.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(zoom).toHaveAccessibleName(`${product.name}, photo 2 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${total}`);
    await zoom.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    // Magnified, the photo is the full-size file laid out larger, not the small one scaled.
    await zoom.getByRole('img').click();
    const full = zoom.locator('img[data-zoom="full"]');
    await expect(full).toHaveAttribute('src', /[?&]w=1920&/);
    // The optimiser's largest size (or the original, where that is smaller), loaded.
    await expect
      .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(full).toHaveCSS('transform', 'none');
    expect((await full.boundingBox())!.width).toBeGreaterThan(page.viewportSize()!.width * 2);
    // Escape closes it; the focus is back on the photo she was looking at.
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(view.gallery.getByRole('button', { name: /^Zoom photo 2/ })).toBeFocused();
    await expect.poll(shown).toBe(1);
  },
);

test(
  'on a phone the first screen has the name and price, and Add to cart follows her down',
  {
    tag: '@phone-only',
  },
  async ({ page, request }) => {
    const product = await findProduct(request, (p) => readyToAdd(p) && p.images.length > 1);
    const view = new ProductPage(page);
    await view.goto(product.slug);
    const height = page.viewportSize()!.height;
    // The trail is one line, and the name and price sit under the photo, above the fold.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await trail.boundingBox())!.height).toBeLessThanOrEqual(30);
    for (const part of [page.getByRole('heading', { level: 1 }), view.price]) {
      expect((await part.boundingBox())!.y + (await part.boundingBox())!.height).toBeLessThan(
        height,
      );
    }
    const bar = page.getByTestId('sticky-purchase-bar');
    await expect(bar).toBeHidden();
    // Drawn over the page: nothing above the panel's button moves when it comes.
    const offset = () =>
      view.addButton.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const before = await offset();

    // Once the panel's button has scrolled away, the bar brings it back, with name and price.
    await page.getByRole('heading', { name: 'Delivery & returns' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);
    await expect(bar).toContainText(formatBDT(product.variants[0]!.price));
    await expect(bar).toHaveCSS('position', 'fixed');
    expect(await offset()).toBe(before);
    await bar.getByRole('button', { name: 'Add to bag' }).click();
    await expect(view.cartCount).toHaveText('1');
    await page.keyboard.press('Escape');

    // Out of the way of the footer's last links.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    await expectFitsAndShoot(page, 'product-phone-footer');
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  },
);

test(
  'on a desktop the gallery stays in view while the details open below',
  {
    tag: '@desktop-only',
  },
  async ({ page, request }) => {
    const product = await findProduct(
      request,
      (p) => p.images.length > 1 && Boolean(p.description),
    );
    const view = new ProductPage(page);
    await view.goto(product.slug);
    for (const name of ['Details', 'Delivery & returns']) {
      const summary = page.getByRole('heading', { name, exact: true });
      if (await summary.count()) await summary.click();
    }
    await page.getByRole('heading', { name: 'Delivery & returns' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = (await view.gallery.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(200);
    await expect(page.getByTestId('sticky-purchase-bar')).toBeHidden();
  },
);

test(
  'product and checkout pages preload only the photos they show',
  {
    tag: '@responsive',
  },
  async ({ page, request }) => {
    const product = await findProduct(request, readyToAdd);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) {
        warnings.push(message.text());
      }
    });
    const view = new ProductPage(page);
    await view.goto(product.slug);
    await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
    expect(await unusedImagePreloads(page)).toEqual([]);
    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');
    await page.goto('/checkout');
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    expect(await unusedImagePreloads(page)).toEqual([]);
    expect(warnings).toEqual([]);
  },
);

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
