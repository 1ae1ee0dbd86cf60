import { codeSentBy } from '../support/outbox';
import { expect, test } from './support/fixtures';
import { createShopper } from './support/shopper';
import { expectNoSecretsInStorage } from './support/storage';

test('a shopper recovers the password with a code sent by e-mail, then signs in with it', async ({
  page,
  account,
  header,
}) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  const newPassword = `${shopper.password}New9`;

  await page.goto('/authentication/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/authentication\/forgot-password$/);
  const ask = page.getByRole('form', { name: 'Send a recovery code' });
  await ask.getByRole('textbox', { name: 'E-mail' }).fill(shopper.email);
  const code = await codeSentBy(page.request, shopper.email, () =>
    ask.getByRole('button', { name: 'Send code' }).click(),
  );

  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('6-digit code').fill(code);
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password').fill(newPassword);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('link', { name: 'Sign in with your new password' }).click();

  await account.fillEmailSignIn(shopper.email, shopper.password);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await account.fillEmailSignIn(shopper.email, newPassword);
  await account.expectOnProfile();
  await header.expectSignedIn();
  await expectNoSecretsInStorage(page, [shopper.password, newPassword]);
});

test('recovery answers the same whether an account exists or not', async ({ page }) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await page.goto('/authentication/forgot-password');
  const answers: string[] = [];
  for (const email of [shopper.email, `nobody.${Date.now()}@example.com`]) {
    const ask = page.getByRole('form', { name: 'Send a recovery code' });
    await ask.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await ask.getByRole('button', { name: 'Send code' }).click();
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await expect(reset.getByRole('status')).not.toBeEmpty();
    answers.push((await reset.getByRole('status').textContent()) ?? '');
    await reset.getByRole('button', { name: 'Use another e-mail or phone' }).click();
  }
  expect(answers[1]).toBe(answers[0]);
});
