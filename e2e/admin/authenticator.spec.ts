import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { joinAsStaff, ownerState, signInForStaff } from './support/staff-pages';

test.use({ storageState: ownerState });

/** The code an authenticator app shows for this key now, or `periods` of 30 s later. */
const codeFor = (key: string, periods = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(key),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + periods * 30_000,
  });

async function signOutAndIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  await signInForStaff(page, email, password);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
}

test('a staff member sets up an authenticator, then signs in with its code, and once with a recovery code', async ({
  page,
  browser,
}) => {
  const { page: them, member, context } = await joinAsStaff(page, browser, 'staff');
  await them.goto('/admin/security');
  const key = (await them.getByText(/^[A-Z2-7]{32}$/).textContent())!;
  await them.getByLabel('Code from the app').fill(codeFor(key));
  await them.getByRole('button', { name: 'Turn on' }).click();
  const codes = them.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;

  await signOutAndIn(them, member.email, member.password);
  await expect(them.getByLabel('Code from the app')).toBeVisible();
  await them.getByLabel('Code from the app').fill('000000' === codeFor(key) ? '111111' : '000000');
  await them.getByRole('button', { name: 'Continue' }).click();
  await expect(them.getByText('That code is not right, or it has expired.')).toBeVisible();
  // A code works once, and the one that turned the app on may still be the current one:
  // the next period's code, which the store takes too (a phone's clock may run ahead).
  await them.getByLabel('Code from the app').fill(codeFor(key, 1));
  await them.getByRole('button', { name: 'Continue' }).click();
  await expect(them).toHaveURL(/\/admin$/);

  await signOutAndIn(them, member.email, member.password);
  await them.getByText('Lost your phone? Use a recovery code').click();
  await them.getByLabel('Recovery code').fill(recovery);
  await them.getByRole('button', { name: 'Continue' }).last().click();
  await expect(them).toHaveURL(/\/admin$/);
  await context.close();
});
