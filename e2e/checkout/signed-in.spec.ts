import { expect, test } from '../account/support/fixtures';
import { ProfilePage } from '../account/support/profile-page';
import { ProductPage } from '../catalog/pages/product-page';
import { findVariant, formatBDT } from '../cart/support';
import { CheckoutPage, expectConfirmation, expectFitsAndShoot } from './checkout-page';

const home = {
  label: 'Home',
  division: 'Chattogram',
  district: 'Chattogram',
  area: 'Agrabad',
  line: 'House 12, Road 4',
};

test('a signed-in shopper checks out with a saved address and finds the order in My orders', async ({
  page,
  request,
  signedIn,
}) => {
  await new ProfilePage(page).addAddress(home);
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 2 && p.variants.length === 1,
  );
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  // Prefilled from the account: no code to ask for, the saved address chosen.
  await expect(checkout.form.getByLabel('Full name')).toHaveValue(signedIn.name);
  await expect(checkout.form.getByLabel('E-mail (optional)')).toHaveValue(signedIn.email);
  await expect(checkout.form.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await expect(checkout.form.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await expect(checkout.delivery('Outside Dhaka')).toBeChecked();
  await expect(checkout.total).toHaveText(formatBDT(variant.price + 150));
  await expectFitsAndShoot(page, 'checkout-signed-in');

  await checkout.placeButton.click();
  const number = await expectConfirmation(page, 'Ayesha');
  await expect(page.getByText('Agrabad, Chattogram')).toBeVisible();
  await expect(view.cartCount).toHaveText('0');

  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(number);
  await expect(row).toContainText('Awaiting confirmation');
  await expect(row).toContainText(formatBDT(variant.price + 150));
  await expectFitsAndShoot(page, 'account-orders');
  await row.getByRole('link', { name: `Details of order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  // The confirmation page left behind stays in the document, hidden (React's Activity).
  await expect(page.getByTestId('payment-status').filter({ visible: true })).toHaveText(
    'Not paid yet',
  );
});

test('a new account has no orders yet', async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@');
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(0);
});
