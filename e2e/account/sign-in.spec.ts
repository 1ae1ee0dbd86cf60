import { expect, test } from './support/fixtures';
import { createShopper } from './support/shopper';
import { expectNoSecretsInStorage } from './support/storage';

test('a wrong password is said beside the password field', async ({ page, account }) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await account.signInByEmail(shopper.email, `${shopper.password}x`);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/do not match an account/);
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/authentication\/login$/);
});

test('an address that cannot be one is said beside the e-mail field', async ({ page, account }) => {
  await account.signInByEmail('ayesha@example', 'any-password-1');
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  const email = form.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(email).toBeFocused();
  await expect(form.getByLabel('Password', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('a shopper signs in with a code sent to the phone', async ({ page, account, header }) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await account.signInByPhone(shopper.phone);
  await account.expectOnProfile();
  await header.expectSignedIn();
  await expectNoSecretsInStorage(page, [shopper.password]);
});

test('a wrong code is said beside the code field', async ({ page }) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await page.goto('/authentication/login');
  await page.getByText('Phone', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in with phone' });
  await form.getByLabel('Mobile number').fill(shopper.phone);
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = form.getByLabel('6-digit code');
  await code.fill('000000');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/wrong or has expired/);
});

test('a new code can be asked for once the wait is over', async ({ page }) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  const start = new Date('2026-03-01T10:00:00+06:00').getTime();
  await page.clock.install({ time: start });
  await page.goto('/authentication/login');
  // The page's clock stands still from here; only runFor moves it.
  await page.clock.pauseAt(start + 120_000);
  await page.getByText('Phone', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in with phone' });
  await form.getByLabel('Mobile number').fill(shopper.phone);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByTestId('resend-wait')).toContainText('60 s');
  await expect(form.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(form.getByTestId('resend-wait')).toContainText('30 s');
  await page.clock.runFor(30_000);
  await expect(form.getByRole('button', { name: 'Resend code' })).toBeVisible();
});

test('a signed-out visit to the profile signs in first and comes back', async ({
  page,
  account,
}) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await page.goto('/account/Profile');
  await expect(page).toHaveURL(/\/authentication\/login\?callbackUrl=%2Faccount%2FProfile$/);
  await account.fillEmailSignIn(shopper.email, shopper.password);
  await account.expectOnProfile();
});

test('after sign-in the shopper goes to the page asked for, but never to another site', async ({
  page,
  account,
}) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await account.signInByEmail(shopper.email, shopper.password, '?callbackUrl=%2Fshop');
  await expect(page).toHaveURL(/\/shop$/);

  await page.context().clearCookies();
  await account.signInByEmail(shopper.email, shopper.password, '?callbackUrl=//evil.example/x');
  await account.expectOnProfile();
});

test('signed in, the sign-in and sign-up pages lead to the profile', async ({
  page,
  account,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  for (const path of ['/authentication/login', '/authentication/signup']) {
    await page.goto(path);
    await account.expectOnProfile();
  }
});
