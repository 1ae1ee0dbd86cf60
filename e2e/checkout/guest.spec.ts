import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { ProductPage } from '../catalog/pages/product-page';
import { findVariant, formatBDT, lineOf, storeState } from '../cart/support';
import { seriousViolations } from '../catalog/support';
import { CheckoutPage, expectConfirmation, expectFitsAndShoot } from './checkout-page';

const dhaka = { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'House 7, Road 3' };

/** A stored phone (+8801XXXXXXXXX) as the store writes its own: +880 1XXX-XXXXXX. */
const shownPhone = (phone: string) => phone.replace(/^(?:\+?88)?0?(1\d{3})(\d{6})$/, '+880 $1-$2');

test(
  'a guest goes from a product page to a confirmed cash-on-delivery order',
  { tag: '@responsive' },
  async ({ page, browser, request }) => {
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
    // A plain header: the way back to the bag and the wordmark, none of the store's menus.
    const header = page.getByTestId('checkout-header');
    await expect(header.getByRole('link', { name: 'Back to bag' })).toHaveAttribute(
      'href',
      '/shop/cart',
    );
    // (The page she came from may stay in the document, hidden: Next keeps pages left.)
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const checkout = new CheckoutPage(page);
    // A phone sees the total before the form, and opens it onto the pieces; wider screens
    // have the summary beside the form.
    const phoneTotal = page.getByTestId('phone-total');
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await expect(phoneTotal).toContainText(formatBDT(variant.price));
      await phoneTotal.getByText('Show order summary').click();
      await expect(phoneTotal.getByText(product.name)).toBeVisible();
      await expect(phoneTotal.getByText('Hide order summary')).toBeVisible();
    } else {
      await expect(phoneTotal).toBeHidden();
    }
    await checkout.fillContact(shopper);
    await checkout.fillAddress(dhaka);
    await expect(checkout.delivery('Inside Dhaka')).toBeChecked();
    await expect(checkout.delivery('Outside Dhaka')).toBeDisabled();
    await expect(checkout.total).toHaveText(formatBDT(variant.price + 80));
    await expect(phoneTotal.locator('summary')).toContainText(formatBDT(variant.price + 80));

    // Without the code the order is not sent; the phone says what to do.
    await checkout.placeButton.click();
    await expect(
      checkout.form.getByText('Confirm this number first: press Send code'),
    ).toBeVisible();
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
    // One spelling of her phone, and the address the confirmation went to.
    const phone = shownPhone(shopper.phone);
    await expect(page.getByTestId('order-phone')).toHaveText(phone);
    await expect(page.getByTestId('order-email')).toHaveText(shopper.email);
    await expect(
      page.getByText(
        `We have sent the confirmation by SMS to ${phone} and by e-mail to ${shopper.email}.`,
      ),
    ).toBeVisible();
    await expectFitsAndShoot(page, 'confirmation');
    expect(await seriousViolations(page)).toEqual([]);

    // The order is this browser's: a reload shows it. Opened on another device, the link goes
    // to the tracking form with the number filled in, and shows nothing of the order.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/checkout/confirmation/${number}`);
    await expect(strangerPage).toHaveURL(`/track-order?number=${number}`);
    await expect(strangerPage.getByLabel('Order number')).toHaveValue(number);
    await expect(strangerPage.getByTestId('order-total')).toHaveCount(0);
    await stranger.close();
  },
);

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
