import { codeSentBy } from '../support/outbox';
import { expect, test } from './support/fixtures';
import { createShopper, otherPhone, storedPhone } from './support/shopper';
import { expectNoSecretsInStorage } from './support/storage';
import { ProfilePage } from './support/profile-page';

test('the shopper changes name and username; the "saved" notice does not outlive the visit', async ({
  page,
  signedIn,
}) => {
  const profile = new ProfilePage(page);
  await expect(profile.details.getByText(signedIn.email)).toBeVisible();
  // No username yet: no row that says so.
  await expect(profile.details.getByText(/Username|Not set/)).toHaveCount(0);
  const username = `ayesha_${Date.now()}`;
  await profile.editDetails({ name: 'Ayesha R. Chowdhury', username });
  await expect(profile.details.getByRole('status')).toHaveText('Your details are saved.');
  await expect(profile.details.getByText('Ayesha R. Chowdhury')).toBeVisible();
  await expect(profile.details.getByText(username)).toBeVisible();

  // Away and back within the store: the page is shown again without its old notice.
  const accountNav = page.getByRole('navigation', { name: 'Account' });
  await accountNav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await accountNav.getByRole('link', { name: 'Profile' }).click();
  await expect(profile.details.getByText(username)).toBeVisible();
  await expect(profile.details.getByRole('status')).toHaveCount(0);

  await page.reload();
  await expect(profile.details.getByText(username)).toBeVisible();
  await expect(profile.details.getByRole('status')).toHaveCount(0);
});

test('a username that breaks the rules is said beside the field', async ({ page, signedIn }) => {
  expect(signedIn.name).toBeTruthy();
  const profile = new ProfilePage(page);
  await profile.editDetails({ name: 'Ayesha', username: 'no spaces please' });
  const field = profile.details.getByLabel('Username');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/letters, digits, dots and underscores/i);
});

test('the shopper adds, edits, makes default and deletes addresses', async ({ page, signedIn }) => {
  const profile = new ProfilePage(page);
  await profile.addAddress({
    label: 'Home',
    division: 'Dhaka',
    district: 'Gazipur',
    area: 'Tongi',
    line: 'House 7, Road 3',
  });
  const home = profile.address('Home');
  await expect(home).toContainText('Default');
  await expect(home).toContainText(signedIn.name);

  await profile.addAddress({
    label: 'Office',
    division: 'Chattogram',
    district: "Cox's Bazar",
    area: 'Kolatoli',
    line: 'Hotel Road 12',
  });
  await expect(profile.address('Office')).not.toContainText('Default');

  await profile.address('Office').getByRole('button', { name: /^Edit/ }).click();
  const form = page.getByRole('form', { name: 'Edit address' });
  await expect(form.getByLabel('District')).toHaveValue("Cox's Bazar");
  await form.getByLabel('Division').selectOption('Sylhet');
  await expect(form.getByLabel('District')).toHaveValue('');
  await expect(form.getByLabel('District').locator('option')).toHaveCount(5);
  await form.getByLabel('District').selectOption('Sylhet');
  await form.getByLabel('Area or thana').fill('Zindabazar');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(profile.address('Office')).toContainText('Zindabazar, Sylhet');

  await profile
    .address('Office')
    .getByRole('button', { name: /^Make default/ })
    .click();
  await expect(profile.address('Office')).toContainText('Default');
  await expect(profile.address('Home')).not.toContainText('Default');

  await profile
    .address('Home')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await profile.address('Home').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(profile.address('Home')).toHaveCount(0);
  await page.reload();
  await expect(profile.addresses.getByRole('listitem')).toHaveCount(1);
});

test('an address without a district is refused beside the field', async ({ page, signedIn }) => {
  expect(signedIn.phone).toBeTruthy();
  const profile = new ProfilePage(page);
  await profile.addresses.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('District')).toBeDisabled();
  await form.getByLabel('Division').selectOption('Khulna');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('District')).toBeFocused();
  await expect(form.getByLabel('District')).toHaveAccessibleDescription(/Choose a district/);
});

test('the shopper changes the phone with a code sent to the new number', async ({
  page,
  signedIn,
}) => {
  const profile = new ProfilePage(page);
  await expect(profile.phone.getByTestId('profile-phone')).toHaveText(storedPhone(signedIn.phone));
  const phone = otherPhone();
  await profile.phone.getByRole('button', { name: 'Change phone' }).click();
  await profile.phone.getByLabel('New mobile number').fill(phone);
  const code = await codeSentBy(page.request, phone, () =>
    profile.phone.getByRole('button', { name: 'Send code' }).click(),
  );
  await profile.phone.getByLabel('6-digit code').fill(code);
  await profile.phone.getByRole('button', { name: 'Save phone number' }).click();
  await expect(profile.phone.getByRole('status')).toHaveText(
    /successfully saved your phone number/i,
  );
  await expect(profile.phone.getByTestId('profile-phone')).toHaveText(storedPhone(phone));
  await expectNoSecretsInStorage(page, [signedIn.password, code]);
});

test('a phone number that belongs to another account is refused', async ({ page, signedIn }) => {
  const profile = new ProfilePage(page);
  const other = await createShopper(page.request);
  expect(other.phone).not.toBe(signedIn.phone);
  await profile.phone.getByRole('button', { name: 'Change phone' }).click();
  await profile.phone.getByLabel('New mobile number').fill(other.phone);
  await profile.phone.getByRole('button', { name: 'Send code' }).click();
  await expect(profile.phone.getByLabel('New mobile number')).toHaveAccessibleDescription(
    /phone number already exist/i,
  );
});

test('the shopper changes the password and stays signed in', async ({
  page,
  account,
  header,
  signedIn,
}) => {
  const profile = new ProfilePage(page);
  const newPassword = `${signedIn.password}Z7`;
  await profile.password.getByRole('button', { name: 'Change password' }).click();
  await profile.password.getByLabel('Current password').fill(`${signedIn.password}wrong`);
  await profile.password.getByLabel('New password', { exact: true }).fill(newPassword);
  await profile.password.getByLabel('Confirm new password').fill(newPassword);
  await profile.password.getByRole('button', { name: 'Save password' }).click();
  await expect(profile.password.getByLabel('Current password')).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await profile.password.getByLabel('Current password').fill(signedIn.password);
  await profile.password.getByRole('button', { name: 'Save password' }).click();
  await expect(profile.password.getByRole('status')).not.toBeEmpty();
  await page.reload();
  await account.expectOnProfile();
  await header.signOut();
  await account.signInByEmail(signedIn.email, newPassword);
  await account.expectOnProfile();
});
