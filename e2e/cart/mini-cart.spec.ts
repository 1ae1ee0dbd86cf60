import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ProductPage } from '../catalog/pages/product-page';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { findVariant, formatBDT, lineOf, storeState } from './support';

// Issue 25, item 7: after Add to cart, a drawer with the line, the bag's total and the way
// to checkout; a modal that keeps the keyboard inside and gives focus back.
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Added to your bag' });

test('Add to cart opens the mini-cart with the line, the total and Checkout @responsive', async ({
  page,
  request,
}) => {
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 5 && p.variants.length === 1,
  );
  // Something already in the bag: the total is the bag's, not the line's.
  const earlier = await findVariant(request, (v, p) => v.stock >= 1 && p.id !== product.id);
  await storeState(page, { addtocartlist: [lineOf(earlier.product, earlier.variant)] });
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await expect(view.cartCount).toHaveText('1');
  await expect(drawer(page)).toBeHidden();

  await page.getByRole('button', { name: 'One more' }).click();
  await view.addButton.click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Close bag' })).toBeFocused();

  const line = drawer(page).getByTestId('mini-cart-line');
  await expect(line).toContainText(product.name);
  await expect(line).toContainText(`Size ${variant.size} · Colour ${variant.colour}`);
  await expect(line).toContainText('Quantity 2');
  await expect(line.getByRole('img')).toHaveCount(0); // the photo is decorative (alt="")
  await expect(line.locator('img')).toBeVisible();
  await expect(drawer(page).getByTestId('mini-cart-line-total')).toHaveText(
    formatBDT(variant.price * 2),
  );
  await expect(drawer(page)).toContainText('Bag total (3 pieces)');
  await expect(drawer(page).getByTestId('mini-cart-total')).toHaveText(
    formatBDT(variant.price * 2 + earlier.variant.price),
  );
  await expect(drawer(page).getByRole('link', { name: 'View bag' })).toHaveAttribute(
    'href',
    '/shop/cart',
  );
  await expectFitsAndShoot(page, 'mini-cart');
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Tab stays inside while it is open.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(view.addButton).toBeFocused();

  // The chosen quantity stays 2 after adding; one more makes 3, and the line 2 + 3.
  await page.getByRole('button', { name: 'One more' }).click();
  await view.addButton.click();
  await expect(drawer(page)).toContainText('Quantity 5');
  await drawer(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer(page)).toHaveCount(0);
});

test('Continue shopping and View bag leave the drawer as a shopper expects', async ({
  page,
  request,
}) => {
  const { product } = await findVariant(request, (v, p) => v.stock >= 2 && p.variants.length === 1);
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await view.addButton.click();
  await drawer(page).getByRole('button', { name: 'Continue shopping' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(view.addButton).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));

  await view.addButton.click();
  await drawer(page).getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
});
