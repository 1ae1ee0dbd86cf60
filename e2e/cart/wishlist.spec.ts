import { expect, test, type Page } from '@playwright/test';
import { ProductPage } from '../catalog/pages/product-page';
import { findVariant, storeState } from './support';

// The panel's heart comes before those of related pieces' cards.
const firstHeart = (page: Page) =>
  page.getByRole('button', { name: /^(Add to|Remove from) wishlist$/ }).first();

test('the heart on a product page toggles at once, survives a reload and fills /wishlist', async ({
  page,
  request,
}) => {
  const { product } = await findVariant(request, (_, p) => p.variants.length > 1);
  const view = new ProductPage(page);
  await view.goto(product.slug);
  const panelHeart = firstHeart(page);
  await expect(panelHeart).toHaveAccessibleDescription(product.name);
  await expect(panelHeart).toHaveAttribute('aria-pressed', 'false');
  await panelHeart.click();
  await expect(panelHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(panelHeart).toHaveAccessibleName('Remove from wishlist');

  await page.reload();
  await expect(panelHeart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(product.name);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/authentication/login?callbackUrl=%2Fwishlist',
  );
  // Several sizes or colours: the choice is made on the product's page.
  await expect(item.getByRole('link', { name: `Choose size (${product.name})` })).toHaveAttribute(
    'href',
    `/product/${product.slug}`,
  );
  await item.getByRole('button', { name: `Remove (${product.name})` }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await view.goto(product.slug);
  await expect(panelHeart).toHaveAttribute('aria-pressed', 'false');
});

test("a product page's heart shows her wishlist's state before she reaches for the page", async ({
  page,
  request,
}) => {
  const { product } = await findVariant(request, (_, p) => p.variants.length > 1);
  const livePanel = page.locator('[data-live]').getByTestId('product-price');
  await page.goto(`/product/${product.slug}`);
  // No pointer, key or scroll yet: the panel waits for her, the heart does not.
  const heart = firstHeart(page);
  await expect(heart).toHaveAccessibleDescription(product.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(livePanel).toHaveCount(0);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Remove from wishlist');
  await expect(livePanel).toHaveCount(0);
  // Beside the price, at the end of its row.
  const [heartBox, priceBox] = await Promise.all([
    heart.boundingBox(),
    page.getByTestId('product-price').boundingBox(),
  ]);
  expect(heartBox!.x).toBeGreaterThan(priceBox!.x + priceBox!.width);
  expect(
    Math.abs(heartBox!.y + heartBox!.height / 2 - (priceBox!.y + priceBox!.height / 2)),
  ).toBeLessThan(4);
});

test('hearts on listing cards, and Move to cart from the wishlist', async ({ page, request }) => {
  const { product } = await findVariant(request, (v, p) => p.variants.length === 1 && v.stock >= 1);
  await storeState(page, { wishlist: [product.id] }, '/wishlist');
  const item = page.getByTestId('wishlist-item');
  await expect(item).toContainText(product.name);
  await item.getByRole('button', { name: `Move to bag (${product.name})` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toContainText(
    `Moved ${product.name} to your bag.`,
  );
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();

  await page.goto('/shop');
  const card = page.getByRole('article').first();
  const cardName = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toContainText(cardName);
});
