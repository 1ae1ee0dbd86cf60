import { findVariant, lineOf, storeState } from '../cart/support';
import { CheckoutPage } from '../checkout/checkout-page';
import { lookAtKit } from '../support/kit-look';
import { expect, test } from './support/fixtures';
import { ProfilePage } from './support/profile-page';

// The shopper's forms on the component kit (components/ui): fields, choices and buttons,
// their errors beside the fields from Conform's state. A look at each, at phone and desktop
// width (SCREENS=1), and no serious axe finding.

test('sign-in: the method a named choice of two, the fields and buttons of the kit @responsive', async ({
  page,
}, testInfo) => {
  await page.goto('/authentication/login');
  const method = page.getByRole('group', { name: 'Sign in with' });
  await expect(method.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await lookAtKit(page, testInfo, 'sign-in');
});

test('sign-up on a Bangla page: an empty form refused, each error beside its field in Bangla @responsive', async ({
  page,
}, testInfo) => {
  await page.goto('/bn/authentication/signup');
  const form = page.getByRole('form', { name: 'অ্যাকাউন্ট খুলুন' });
  await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
  const name = form.getByLabel('পুরো নাম');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  // The server's English message, said in Bangla beside the field.
  await expect(name).toHaveAccessibleDescription(/[\u0980-\u09ff]/);
  await expect(name).not.toHaveAccessibleDescription(/Enter your name/);
  await lookAtKit(page, testInfo, 'sign-up-bn');
});

test('the profile: a refused save keeps what was typed and says why beside the field @responsive', async ({
  page,
  signedIn,
}, testInfo) => {
  const profile = new ProfilePage(page);
  await profile.editDetails({ name: signedIn.name, username: 'no spaces please' });
  const username = profile.details.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await expect(username).toHaveValue('no spaces please');
  await expect(profile.details.getByLabel('Full name')).toHaveValue(signedIn.name);
  await profile.addresses.getByRole('button', { name: 'Add an address' }).click();
  const address = page.getByRole('form', { name: 'New address' });
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByLabel('Division')).toHaveAttribute('aria-invalid', 'true');
  await lookAtKit(page, testInfo, 'profile-refused');
});

test('the checkout form: contact, address, delivery and payment choices of the kit @responsive', async ({
  page,
  request,
}, testInfo) => {
  const { product, variant } = await findVariant(request, (v) => v.stock >= 1);
  await storeState(page, { addtocartlist: [lineOf(product, variant)] }, '/checkout');
  const checkout = new CheckoutPage(page);
  await expect(checkout.placeButton).toBeVisible();
  await expect(page.getByTestId('checkout-placeholder')).toHaveCount(0);
  await checkout.fillAddress({
    division: 'Dhaka',
    district: 'Dhaka',
    area: 'Gulshan',
    line: 'House 7, Road 3',
  });
  await expect(checkout.delivery('Inside Dhaka')).toBeChecked();
  await expect(checkout.delivery('Outside Dhaka')).toBeDisabled();
  await expect(checkout.form.getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
  await lookAtKit(page, testInfo, 'checkout');
});
