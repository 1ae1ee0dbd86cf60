import { expect, test, type Page } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { findVariant, lineOf, storeState } from '../cart/support';
import { CheckoutPage } from './checkout-page';
import { expectConfirmation } from './checkout-page';

const sylhet = { division: 'Sylhet', district: 'Sylhet', area: 'Zindabazar', line: 'House 3' };

/** A guest's order paid through the mock gateway: on its payment page, ready to press a button. */
async function toGateway(page: Page) {
  const { product, variant } = await findVariant(page.request, (v) => v.stock >= 2);
  await storeState(page, { addtocartlist: [lineOf(product, variant, 1)] }, '/checkout');
  const shopper = newShopper();
  const checkout = new CheckoutPage(page);
  await checkout.fillContact(shopper);
  await checkout.fillAddress(sylhet);
  await checkout.verifyPhone(shopper.phone);
  await checkout.choosePayment('Card or mobile banking');
  await checkout.placeButton.click();
  await expect(page.getByRole('heading', { name: 'Mock SSLCommerz' })).toBeVisible();
  return { product };
}

test('paid through SSLCommerz: the confirmation shows the order paid', async ({ page }) => {
  await toGateway(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectConfirmation(page, 'Ayesha');
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

for (const [button, outcome, words] of [
  ['Fail', 'failed', 'Your payment did not go through'],
  ['Cancel', 'cancelled', 'You cancelled the payment'],
] as const) {
  test(`a ${outcome} payment comes back to checkout with the pieces back in the cart`, async ({
    page,
  }) => {
    const { product } = await toGateway(page);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?payment=${outcome}$`));
    const notice = page.getByRole('alert').filter({ hasText: words });
    await expect(notice).toContainText('Your pieces are back in your bag');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByTestId('summary-line')).toContainText(product.name);
    // Checkout's own header has no bag count: the bag's page, one step back, shows it.
    await page.getByRole('link', { name: 'Back to bag' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
}
