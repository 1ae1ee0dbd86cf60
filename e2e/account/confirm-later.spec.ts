import { expect, test } from './support/fixtures';
import { codeSentBy } from '../support/outbox';
import { newShopper } from './support/shopper';
import { screenshotWhenAsked } from '../support/screens';

// What "Confirm later" leaves unproven opens nothing until the profile confirms it
// (docs/decisions.md 11).

test('Google does not enter an account whose e-mail is unproven; once confirmed, it does', async ({
  page,
  account,
  header,
}, testInfo) => {
  const shopper = newShopper();
  await account.signUpForCodes(shopper);
  await account.codesForm().getByRole('button', { name: 'Confirm later' }).click();
  await account.expectOnProfile();
  await header.signOut();

  const continueWithGoogle = async () => {
    await page.goto('/authentication/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Google account e-mail').fill(shopper.email);
    await page.getByLabel('Name').fill('Gulshan Ara');
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await continueWithGoogle();
  await expect(page).toHaveURL(/\/authentication\/login/);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Sign in with your e-mail and password, and confirm your e-mail address',
    }),
  ).toBeVisible();
  await header.expectSignedOut();

  await account.signInByEmail(shopper.email, shopper.password);
  await account.expectOnProfile();
  const confirm = page.getByRole('form', { name: 'Confirm your e-mail address' });
  await expect(confirm).toContainText('Not confirmed yet');
  const code = await codeSentBy(page.request, shopper.email, () =>
    confirm.getByRole('button', { name: 'Send code' }).click(),
  );
  await expect(confirm.getByLabel('6-digit code')).toBeFocused();
  await screenshotWhenAsked(page, { path: testInfo.outputPath('profile-confirm.png') });
  await confirm.getByLabel('6-digit code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await header.signOut();

  await continueWithGoogle();
  await account.expectOnProfile();
  await expect(page.getByText(shopper.email)).toBeVisible();
});

test('the phone left unproven is confirmed from the profile with a code', async ({
  page,
  account,
}) => {
  const shopper = newShopper();
  await account.signUpForCodes(shopper);
  await account.codesForm().getByRole('button', { name: 'Confirm later' }).click();
  await account.expectOnProfile();
  const confirm = page.getByRole('form', { name: 'Confirm your phone number' });
  const code = await codeSentBy(page.request, shopper.phone, () =>
    confirm.getByRole('button', { name: 'Send code' }).click(),
  );
  await confirm.getByLabel('6-digit code').fill('000000' === code ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm.getByLabel('6-digit code')).toHaveAccessibleDescription(
    /wrong or has expired/,
  );
  await confirm.getByLabel('6-digit code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toHaveCount(0);
});
