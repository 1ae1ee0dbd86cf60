import { expect, test } from './support/fixtures';
import { newShopper } from './support/shopper';

test('signs in with Google through the provider, and again to the same account', async ({
  page,
  account,
  header,
}) => {
  const { email } = newShopper();
  const signInWithGoogle = async () => {
    await page.goto('/authentication/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Google account e-mail').fill(email);
    await page.getByLabel('Name').fill('Gulshan Ara');
    await page.getByRole('button', { name: 'Continue' }).click();
    await account.expectOnProfile();
  };

  await signInWithGoogle();
  await header.expectSignedIn();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Gulshan Ara').first()).toBeVisible();

  await header.signOut();
  await header.expectSignedOut();
  await signInWithGoogle();
  await expect(page.getByText(email)).toBeVisible();
});
