import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownerState } from '../admin/support/staff-pages';
import { findVariant, formatBDT, lineOf } from '../cart/support';
import { apiListing, apiProduct } from '../catalog/support';
import { mockEmiIssuer } from '../support/mock-sslcommerz';
import { inStaffCategory } from '../support/staff-products';
import { expectConfirmation, guestAtCheckout } from './checkout-page';

/** A guest's order paid through the mock gateway: on its payment page, ready to press a button. */
async function toGateway(page: Page) {
  const { product, variant } = await findVariant(page.request, (v) => v.stock >= 2);
  const checkout = await guestAtCheckout(page, [lineOf(product, variant, 1)]);
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

/**
 * The card instalment plans this spec offers. No seeded piece costs ৳5,00,000 (the dearest
 * are ৳4,50,000), so no product page says 'EMI from', and only an order of several dear
 * pieces sees the choice at checkout: this spec's, and the advance spec's (which pays
 * cash on delivery and leaves it unchosen).
 */
const emiFrom = 500_000;
const emiPlans = [
  { bank: 'Eastern Bank', months: '6', charge: '0' },
  { bank: 'Eastern Bank', months: '12', charge: '8' },
];

/** A boxed choice's accessible name: its label, then its hint, and nothing else. */
const choiceName = (label: string, hint: string) =>
  new RegExp(
    `^${[label, hint].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`,
  );

/** Staff add the plans on /admin/settings, unless an earlier run of this test already did. */
async function offerInstalments(page: Page) {
  await expect(async () => {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Card instalments (EMI)' });
    const banks = await form
      .getByLabel('Bank', { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    if (banks.includes(emiPlans[0]!.bank)) return;
    for (const [index, plan] of emiPlans.entries()) {
      await form.getByRole('button', { name: 'Add a plan' }).click();
      const row = form.getByRole('group', { name: `Plan ${banks.length + index + 1}` });
      await row.getByLabel('Bank', { exact: true }).fill(plan.bank);
      await row.getByLabel('Months').selectOption(plan.months);
      await row.getByLabel('From (৳)').fill(String(emiFrom));
      await row.getByLabel('Charge (%)').fill(plan.charge);
    }
    await form.getByRole('button', { name: 'Save the plans' }).click();
    await expect(form.getByRole('status')).toContainText('Instalment plans saved.', {
      timeout: 5_000,
    });
  }).toPass();
}

/**
 * Enough of one dear piece to reach the plans' minimum, with some left over: the cheapest
 * such piece among the two dozen dearest, away from the dearest the advance spec buys.
 */
async function piecesForInstalments(request: APIRequestContext) {
  const { results } = await apiListing(request, 'ordering=-price&page_size=24');
  for (const { slug } of [...results].reverse()) {
    const product = await apiProduct(request, slug);
    if (inStaffCategory(product)) continue;
    for (const variant of product.variants) {
      const quantity = Math.ceil(emiFrom / variant.price);
      if (quantity <= 3 && variant.stock > quantity) return { product, variant, quantity };
    }
  }
  throw new Error('no piece reaches the instalment plans’ minimum');
}

test('card instalments: she chooses 12 months, the gateway is asked for them, and the order desk shows the instalments paid', async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext({ storageState: ownerState });
  const desk = await staff.newPage();
  await test.step('staff offer Eastern Bank’s 6 months at 0% and 12 months at 8%', () =>
    offerInstalments(desk));

  const { product, variant, quantity } = await piecesForInstalments(page.request);
  const total = variant.price * quantity + 150;
  const checkout = await guestAtCheckout(page, [lineOf(product, variant, quantity)]);
  await expect(checkout.total).toHaveText(formatBDT(total));

  await test.step('she chooses instalments over 12 months, the bank’s charge in each month', async () => {
    await checkout.choosePayment('Card instalments (EMI)');
    const tenures = checkout.form.getByRole('group', { name: 'Pay over' });
    // 0% is said of the plan staff entered no charge for, and of no other.
    await expect(tenures.getByRole('radio', { name: /^6 months/ })).toBeChecked();
    await expect(tenures.getByRole('radio', { name: /^6 months/ })).toHaveAccessibleName(
      choiceName(`6 months: ${formatBDT(Math.ceil(total / 6))} a month`, 'Eastern Bank at 0%'),
    );
    const twelve = tenures.getByRole('radio', { name: /^12 months/ });
    await expect(twelve).toHaveAccessibleName(
      choiceName(
        `12 months: ${formatBDT(Math.ceil((total * 108) / 1200))} a month`,
        'Eastern Bank',
      ),
    );
    await twelve.check();
    await checkout.placeButton.click();
  });

  let number = '';
  await test.step('the gateway is asked for instalments over the 12 months she chose', async () => {
    await expect(page.getByRole('heading', { name: 'Mock SSLCommerz' })).toBeVisible();
    await expect(page.getByTestId('gateway-emi')).toHaveText(
      'EMI up to 12 months, 12 chosen by the store',
    );
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    number = await expectConfirmation(page, 'Ayesha');
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  });

  await test.step('the order desk shows the tenure asked for and the instalments the bank granted', async () => {
    await desk.goto(`/admin/orders/${number}`);
    await expect(desk.getByText('Asked for over 12 months')).toBeVisible();
    await expect(desk.getByTestId('desk-emi-paid')).toHaveText(
      `Card instalments: 12 months of ${formatBDT(total / 12)} · ${mockEmiIssuer}`,
    );
  });
  await staff.close();
});
