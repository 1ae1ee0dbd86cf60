import { expect, test } from '@playwright/test';
import { ProductPage } from '../catalog/pages/product-page';
import { amountOf, CartPage } from './pages/cart-page';
import { consoleErrors, findVariant, formatBDT, lineOf, storedState, storeState } from './support';

test('a piece added on its page is in the badge, survives a reload, and shows in a second tab', async ({
  page,
  context,
  request,
}) => {
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 3 && p.variants.length === 1,
  );
  const view = new ProductPage(page);
  await view.goto(product.slug);
  const other = new ProductPage(await context.newPage());
  await other.goto(product.slug);
  await expect(other.cartCount).toHaveText('0');

  await page.getByRole('button', { name: 'One more' }).click();
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('2');
  // The other tab hears of it through the storage event, without a reload.
  await expect(other.cartCount).toHaveText('2');

  await page.reload();
  await expect(view.cartCount).toHaveText('2');
  const cart = new CartPage(other.page);
  await cart.goto();
  await expect(cart.line(product.name)).toContainText(formatBDT(variant.price * 2));
  await cart.expectConsistent();
});

test('quantities and removals on the cart page keep the badge and totals equal to the lines @responsive', async ({
  page,
  request,
}) => {
  const first = await findVariant(request, (v) => v.stock >= 4);
  const second = await findVariant(request, (v, p) => v.stock >= 1 && p.id !== first.product.id);
  await storeState(page, {
    addtocartlist: [
      lineOf(first.product, first.variant, 1),
      lineOf(second.product, second.variant, 1),
    ],
  });
  const cart = new CartPage(page);
  await expect(cart.lines).toHaveCount(2);
  await cart.expectConsistent();

  const line = cart.line(first.product.name);
  await line.getByRole('button', { name: /^One more of / }).click();
  await line.getByRole('button', { name: /^One more of / }).click();
  await expect(cart.quantity(line)).toHaveValue('3');
  await expect(line.getByTestId('line-total')).toHaveText(
    `Line total: ${formatBDT(first.variant.price * 3)}`,
  );
  await cart.expectConsistent();

  // Typed, and kept within the stock.
  await cart.quantity(line).fill('999');
  await expect(cart.quantity(line)).toHaveValue(String(first.variant.stock));
  await cart.quantity(line).fill('2');
  await expect(cart.quantity(line)).toHaveValue('2');
  await cart.quantity(line).press('ArrowUp');
  await expect(cart.quantity(line)).toHaveValue('3');
  await cart.expectConsistent();
  const subtotal = amountOf((await cart.subtotal.textContent())!);
  await expect(cart.total).toHaveText(formatBDT(subtotal + 80));
  await page.getByRole('radio', { name: 'Outside Dhaka' }).check();
  await expect(cart.total).toHaveText(formatBDT(subtotal + 150));

  await cart
    .line(second.product.name)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(cart.lines).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your bag', level: 1 })).toBeFocused();
  await cart.expectConsistent();

  await page.reload();
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.quantity(cart.line(first.product.name))).toHaveValue('3');
  await cart.expectConsistent();

  await cart.lines.getByRole('button', { name: /^Remove / }).click();
  await expect(cart.empty).toBeVisible();
  await expect(cart.badge).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Shop the collection' })).toHaveAttribute(
    'href',
    '/shop',
  );
});

test('garbage in local storage shows an empty cart, not an error', async ({ page }) => {
  const errors = consoleErrors(page);
  await storeState(page, '{"state": not json');
  const cart = new CartPage(page);
  await expect(cart.empty).toBeVisible();
  await expect(cart.badge).toHaveText('0');
  await storeState(page, { addtocartlist: 'x'.repeat(1000), wishlist: [-1, 'y'] });
  await expect(cart.empty).toBeVisible();
  expect(errors).toEqual([]);
});

test('a changed price is taken with a notice; a quantity above the stock is capped', async ({
  page,
  request,
}) => {
  const { product, variant } = await findVariant(request, (v) => v.stock >= 1 && v.stock < 50);
  const stale = {
    ...lineOf(product, variant, variant.stock),
    price: variant.price + 1000,
    stock: 60,
  };
  await storeState(page, { addtocartlist: [{ ...stale, quantity: variant.stock + 1 }] });
  const cart = new CartPage(page);
  const label = `${product.name} (${variant.size}, ${variant.colour})`;
  await expect(page.getByRole('status').filter({ hasText: 'price' })).toContainText(
    `The price of ${label} has changed from ${formatBDT(variant.price + 1000)} to ${formatBDT(variant.price)}.`,
  );
  await expect(page.getByText(`Only ${variant.stock} of ${label} left`)).toBeVisible();
  await expect(cart.line(product.name).getByTestId('unit-price')).toHaveText(
    `${formatBDT(variant.price)} each`,
  );
  await expect(cart.quantity(cart.line(product.name))).toHaveValue(String(variant.stock));
  await cart.expectConsistent();
  const stored = await storedState(page);
  expect(stored.addtocartlist).toEqual([
    expect.objectContaining({ price: variant.price, quantity: variant.stock }),
  ]);
});

test('a sold-out piece is marked, taken out of the cart and of the total', async ({
  page,
  request,
}) => {
  const soldOut = await findVariant(request, (v) => v.stock === 0);
  const inStock = await findVariant(request, (v, p) => v.stock >= 1 && p.id !== soldOut.product.id);
  await storeState(page, {
    addtocartlist: [
      { ...lineOf(soldOut.product, soldOut.variant), stock: 5 },
      lineOf(inStock.product, inStock.variant),
    ],
  });
  const cart = new CartPage(page);
  const gone = page.getByTestId('unavailable-line');
  await expect(gone).toHaveCount(1);
  await expect(gone).toContainText('Sold out');
  await expect(gone).toContainText(soldOut.product.name);
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.subtotal).toHaveText(formatBDT(inStock.variant.price));
  await expect(cart.badge).toHaveText('1');
});
