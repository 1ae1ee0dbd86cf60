import { expect, test } from './support/fixtures';
import { newShopper } from './support/shopper';
import { findVariant, lineOf, storeState } from '../cart/support';
import { seriousViolations } from '../catalog/support';
import { CheckoutPage, expectConfirmation, expectFitsAndShoot } from '../checkout/checkout-page';
import { codeSentBy, messagesFor } from '../support/outbox';

const dhaka = { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi', line: 'House 12, Road 5' };

/** The spelling a bride might type on her phone: +880, then spaces. */
const spelledLoosely = (phone: string) => `+880 ${phone.slice(1, 5)} ${phone.slice(5)}`;

test('a guest finds her order with a code to her phone, then sees it in her account after phone sign-in @responsive', async ({
  page,
  account,
}) => {
  // Every run and project has a phone of its own (newShopper), so parallel runs never meet.
  const bride = newShopper();
  const { product, variant } = await findVariant(
    page.request,
    (v, p) => v.stock >= 2 && p.variants.length === 1,
  );
  await storeState(page, { addtocartlist: [lineOf(product, variant)] }, '/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillContact(bride);
  await checkout.fillAddress(dhaka);
  await checkout.choosePayment('Cash on delivery');
  await checkout.verifyPhone(bride.phone);
  await checkout.placeButton.click();
  const number = await expectConfirmation(page, 'Ayesha');

  // Another day, another device: the browser no longer holds the guest's cookie.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);
  const form = page.getByRole('form', { name: 'Find your order' });

  // A phone that is not the order's gets the same answer, and no code.
  const stranger = newShopper().phone;
  await form.getByLabel('Order number').fill(number.toLowerCase());
  await form.getByLabel('Mobile number').fill(stranger);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText(/If this order was placed with this number/)).toBeVisible();
  expect(await messagesFor(page.request, stranger)).toEqual([]);
  await form.getByRole('button', { name: 'Use another order or number' }).click();

  await form.getByLabel('Order number').fill(number);
  await form.getByLabel('Mobile number').fill(spelledLoosely(bride.phone));
  const code = await codeSentBy(page.request, bride.phone, () =>
    form.getByRole('button', { name: 'Send code' }).click(),
  );
  const codeField = form.getByLabel('6-digit code');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'See my order' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(/wrong or has expired/);
  await codeField.fill(code);
  await form.getByRole('button', { name: 'See my order' }).click();

  await expect(page).toHaveURL(new RegExp(`/track-order/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting confirmation');
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Awaiting confirmation');
  await expect(timeline).toContainText('Order placed');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(robots).toHaveAttribute('content', /noindex/);
  await expectFitsAndShoot(page, 'track-order-found');
  expect(await seriousViolations(page)).toEqual([]);

  // The same access opens the order in Bangla too: each language's page is sent the grant.
  await page.goto(`/bn/track-order/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `অর্ডার ${number}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bn/track-order/${number}$`));

  // The access opens this order only: another number goes back to the form.
  await page.goto('/track-order/NJ-000101-00000');
  await expect(page).toHaveURL(/\/track-order\?number=NJ-000101-00000$/);
  await expect(page.getByRole('form', { name: 'Find your order' })).toBeVisible();

  // Signing in with the same phone proves it: the guest order is now in her account.
  await account.signInByPhone(bride.phone);
  await account.expectOnProfile();
  await page.goto('/account/orders');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Awaiting confirmation');
  await row.getByRole('link', { name: `Details of order ${number}` }).click();
  await expect(page.getByTestId('order-number')).toHaveText(number);
});
