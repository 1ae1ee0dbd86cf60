import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { ProductPage } from '../catalog/pages/product-page';
import { findVariant, formatBDT, lineOf, storeState } from '../cart/support';
import { seriousViolations } from '../catalog/support';
import { CheckoutPage, expectConfirmation, expectFitsAndShoot } from './checkout-page';
import { expectNotFoundPage } from '../support/not-found';

const dhaka = { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'House 7, Road 3' };

test('a guest goes from a product page to a confirmed cash-on-delivery order @responsive', async ({
  page,
  browser,
  request,
}) => {
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 2 && p.variants.length === 1,
  );
  const shopper = newShopper();
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');

  await page.goto('/shop/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle(/Checkout/);
  const checkout = new CheckoutPage(page);
  await checkout.fillContact(shopper);
  await checkout.fillAddress(dhaka);
  await expect(checkout.delivery('Inside Dhaka')).toBeChecked();
  await expect(checkout.delivery('Outside Dhaka')).toBeDisabled();
  await expect(checkout.total).toHaveText(formatBDT(variant.price + 80));

  // Without the code the order is not sent; the phone says what to do.
  await checkout.placeButton.click();
  await expect(checkout.form.getByText('Confirm this number first: press Send code')).toBeVisible();
  await expect(checkout.form.getByLabel('Mobile number')).toBeFocused();
  await expectFitsAndShoot(page, 'checkout-guest-error');
  expect(await seriousViolations(page)).toEqual([]);

  await checkout.verifyPhone(shopper.phone);
  await checkout.placeButton.click();
  const number = await expectConfirmation(page, 'Ayesha');
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting confirmation');
  await expect(page.getByTestId('order-total')).toHaveText(formatBDT(variant.price + 80));
  await expect(page.getByRole('main').getByText('Cash on delivery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  await expect(view.cartCount).toHaveText('0');
  await expectFitsAndShoot(page, 'confirmation');
  expect(await seriousViolations(page)).toEqual([]);

  // The order is this browser's: a reload shows it, another browser gets the 404 page.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/checkout/confirmation/${number}`);
  await expectNotFoundPage(strangerPage);
  await expect(strangerPage.getByText(number)).toHaveCount(0);
  await stranger.close();
});

test('a wrong code and a line short of stock are shown where they belong', async ({
  page,
  request,
}) => {
  const { product, variant } = await findVariant(request, (v) => v.stock >= 1 && v.stock < 50);
  const shopper = newShopper();
  const line = { ...lineOf(product, variant, variant.stock + 1), stock: 999 };
  await storeState(page, { addtocartlist: [line] }, '/checkout');
  const checkout = new CheckoutPage(page);
  await expect(checkout.form).toBeVisible();
  await checkout.fillContact(shopper);
  await checkout.fillAddress({ ...dhaka, division: 'Khulna', district: 'Jashore' });
  await expect(checkout.delivery('Outside Dhaka')).toBeChecked();

  await checkout.verifyPhone(shopper.phone);
  const code = checkout.form.getByLabel('6-digit code');
  const right = await code.inputValue();
  await code.fill(right === '000000' ? '111111' : '000000');
  await checkout.placeButton.click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();

  await code.fill(right);
  await checkout.placeButton.click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('summary-line')).toContainText(
    /Only \d+ left in stock|Is sold out/,
  );
  await expect(summary.getByRole('link', { name: 'Update your bag' })).toHaveAttribute(
    'href',
    '/shop/cart',
  );
  await expect(page).toHaveURL(/\/checkout$/);
});

test('an empty cart has nothing to check out', async ({ page }) => {
  await storeState(page, { addtocartlist: [] }, '/checkout');
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop the collection' })).toHaveAttribute(
    'href',
    '/shop',
  );
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);
});
