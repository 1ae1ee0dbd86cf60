import type { Browser } from '@playwright/test';
import { expect, test } from '../account/support/fixtures';
import { lookAtKit } from '../support/kit-look';
import { messageMatching, ownerState, runSuffix } from './support/staff-pages';

// Each page kind of the staff team, the second step and sign-in security, drawn with the
// component kit (components/ui): no serious axe finding in its main, and a screenshot to
// look at with SCREENS=1, at phone and desktop width.

/** The demo owner's browser, signed in and past the second step (e2e/admin/owner.setup.ts). */
async function ownerPage(browser: Browser) {
  const context = await browser.newContext({ storageState: ownerState });
  return { context, page: await context.newPage() };
}

test('the staff team: members, the invite form and the invitations waiting @responsive', async ({
  browser,
}, testInfo) => {
  const { context, page } = await ownerPage(browser);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await lookAtKit(page, testInfo, 'team');
  await context.close();
});

test('sign-in security: the authenticator and the recovery codes @phone-look', async ({
  browser,
}, testInfo) => {
  const { context, page } = await ownerPage(browser);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  await lookAtKit(page, testInfo, 'security');
  await context.close();
});

test('the second step, asked of a signed-in member without a staff session @phone-look', async ({
  browser,
}, testInfo) => {
  const { context, page } = await ownerPage(browser);
  // The same sign-in without its staff cookie: the staff side asks for the second step again.
  await context.clearCookies({ name: /nj_staff$/ });
  await page.goto('/admin/verify');
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' }).first()).toBeVisible();
  await lookAtKit(page, testInfo, 'verify');
  await context.close();
});

test('an invitation as the invited account sees it, and the 403 page of a shopper @phone-look', async ({
  page,
  browser,
  signedIn,
}, testInfo) => {
  expect(signedIn.email).toContain('@');
  const owner = await ownerPage(browser);
  const invited = `kit-look-${runSuffix(testInfo)}@example.com`;
  await owner.page.goto('/admin/staff');
  await owner.page.getByLabel('E-mail address').fill(invited);
  await owner.page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.page.getByRole('status').filter({ hasText: 'Invitation sent' })).toBeVisible();
  const [link] = await messageMatching(owner.page.request, invited, /\/admin\/invitation\/[\w-]+/);
  await owner.context.close();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join as staff' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the invitation' })).toBeVisible();
  await lookAtKit(page, testInfo, 'invitation');

  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Not for this account' })).toBeVisible();
  await lookAtKit(page, testInfo, 'forbidden');
});
