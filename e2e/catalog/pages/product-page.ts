import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The purchase panel's code comes when the shopper first reaches for the page
 * (components/ui/live-on-intent.tsx): here the pointer over the price, as hers would be.
 * Until then its buttons are held and pressed once it is live, but a radio's check() looks
 * at once, and the date it is for is drawn only then.
 */
export async function reachForPanel(page: Page) {
  const live = page.locator('[data-live]').getByTestId('product-price');
  // A reach made while the page still hydrates goes unheard, as hers would: she reaches again.
  await expect(async () => {
    await page.getByTestId('product-price').hover({ position: { x: 1 + Math.random() * 8, y: 2 } });
    await expect(live).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** A product page: gallery, options, quantity, Add to bag and sharing. */
export class ProductPage {
  readonly gallery: Locator;
  readonly thumbnails: Locator;
  readonly price: Locator;
  readonly stock: Locator;
  readonly addButton: Locator;
  readonly cartCount: Locator;

  constructor(readonly page: Page) {
    this.gallery = page.getByRole('region', { name: /^Photos of / });
    this.thumbnails = page.getByRole('list', { name: 'Choose a photo' }).getByRole('link');
    this.price = page.getByTestId('product-price');
    this.stock = page.getByTestId('stock-status');
    this.addButton = page
      .getByRole('button', { name: /^(Add to bag|Sold out|Choose a (size|colour))$/ })
      .first();
    this.cartCount = page.getByTestId('cart-count');
  }

  async goto(slug: string) {
    const response = await this.page.goto(`/product/${slug}`);
    expect(response?.status()).toBe(200);
    // The cart is read from storage once the page is interactive.
    await expect(this.cartCount).not.toHaveText('');
    await reachForPanel(this.page);
  }

  /** Chooses a size or colour (radio buttons drawn as boxes). */
  async choose(option: 'Size' | 'Colour', value: string) {
    await this.page
      .getByRole('group', { name: new RegExp(`^${option}`) })
      .getByRole('radio', { name: value, exact: true })
      .check({ force: true });
  }

  activeThumbnail() {
    return this.page.getByRole('list', { name: 'Choose a photo' }).locator('[aria-current="true"]');
  }
}
