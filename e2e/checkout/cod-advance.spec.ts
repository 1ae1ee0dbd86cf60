import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBDT, lineOf } from '../cart/support';
import { apiListing, apiProduct, seriousViolations } from '../catalog/support';
import { inStaffCategory } from '../support/staff-products';
import { expectConfirmation, expectFitsAndShoot, guestAtCheckout } from './checkout-page';

/**
 * The store's default advance (lib/content/settings/defaults.ts): cash-on-delivery orders of
 * ৳10,00,000 or more pay the delivery charge first. No other spec orders that much, so
 * their cash-on-delivery orders are left as they were.
 */
const threshold = 1_000_000;
const outsideDhaka = 150;

/**
 * A piece of the dearest ones, enough of it to reach the threshold, with one left over:
 * taken from the top of the price ordering, away from the newest pieces other specs buy
 * and from the staff specs' own (e2e/support/staff-products.ts).
 * Each project takes its own (`skip` the ones before), so the desktop and phone runs
 * never buy the same variant at once.
 */
async function dearPieces(request: APIRequestContext, skip: number) {
  const { results } = await apiListing(request, 'ordering=-price&page_size=24');
  let seen = 0;
  for (const { slug } of results) {
    const product = await apiProduct(request, slug);
    if (inStaffCategory(product)) continue;
    for (const variant of product.variants) {
      const quantity = Math.ceil(threshold / variant.price);
      if (quantity > 4 || variant.stock <= quantity) continue;
      if (seen++ === skip) return { product, variant, quantity };
    }
  }
  throw new Error('no piece in the catalogue reaches the threshold');
}

test('cash on delivery above the threshold: the advance is paid first through SSLCommerz, the rest on delivery', async ({
  page,
}, testInfo) => {
  const skip = testInfo.project.name === 'phone' ? 1 : 0;
  const { product, variant, quantity } = await dearPieces(page.request, skip);
  const total = variant.price * quantity + outsideDhaka;
  const due = total - outsideDhaka;
  const checkout = await guestAtCheckout(page, [lineOf(product, variant, quantity)]);
  await checkout.choosePayment('Cash on delivery');

  await test.step('the checkout says what she pays now and what on delivery', async () => {
    await expect(checkout.total).toHaveText(formatBDT(total));
    await expect(page.getByTestId('checkout-pay-now')).toHaveText(formatBDT(outsideDhaka));
    await expect(page.getByTestId('checkout-due-on-delivery')).toHaveText(formatBDT(due));
    const note = page.getByTestId('cod-advance-note');
    await expect(note).toContainText(`you pay ${formatBDT(outsideDhaka)} now through SSLCommerz`);
    await expect(note).toContainText(`${formatBDT(due)} to the courier on delivery`);
    await expectFitsAndShoot(page, 'cod-advance-checkout');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('paying by card instead asks for no advance', async () => {
    await checkout.choosePayment('Card or mobile banking');
    await expect(page.getByTestId('checkout-pay-now')).toHaveCount(0);
    await checkout.choosePayment('Cash on delivery');
    await expect(page.getByTestId('checkout-pay-now')).toHaveText(formatBDT(outsideDhaka));
  });

  await test.step('the gateway asks for the advance only', async () => {
    await checkout.placeButton.click();
    await expect(page.getByRole('heading', { name: 'Mock SSLCommerz' })).toBeVisible();
    await expect(page.getByText(`Pay BDT ${outsideDhaka.toFixed(2)} for`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  });

  await test.step('her order shows the advance paid and the amount due', async () => {
    await expectConfirmation(page, 'Ayesha');
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting confirmation');
    await expect(page.getByTestId('payment-status')).toHaveText('Advance paid');
    await expect(page.getByTestId('order-total')).toHaveText(formatBDT(total));
    await expect(page.getByText('Paid in advance')).toBeVisible();
    await expect(page.getByTestId('order-advance')).toHaveText(formatBDT(outsideDhaka));
    await expect(page.getByTestId('order-due-on-delivery')).toHaveText(formatBDT(due));
    await expectFitsAndShoot(page, 'cod-advance-order');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
