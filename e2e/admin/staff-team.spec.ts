import { expect, test } from '@playwright/test';
import { createShopper, storedPhone } from '../account/support/shopper';
import { messageMatching, ownerState, proveBySms, signInForStaff } from './support/staff-pages';

test.use({ storageState: ownerState });

test('the owner invites a staff member, who joins with the second step; removing them ends their access', async ({
  page,
  browser,
}, testInfo) => {
  const member = await createShopper(page.request);

  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const invite = page.getByRole('button', { name: 'Send invitation' });
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Role', { exact: true }).selectOption('staff');
  await invite.click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toBeVisible();
  await expect(page.getByText(member.email.toLowerCase(), { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('staff-page.png'), fullPage: true });

  const [link] = await messageMatching(page.request, member.email, /\/admin\/invitation\/[\w-]+/);

  // A browser of their own: contexts made here would otherwise start with the owner's cookies.
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const them = await theirs.newPage();
  await signInForStaff(them, member.email, member.password, link);
  await expect(them.getByRole('heading', { name: 'Join as staff' })).toBeVisible();
  await them.getByRole('button', { name: 'Accept the invitation' }).click();
  await proveBySms(them, storedPhone(member.phone));
  await expect(them).toHaveURL(/\/admin$/);
  await expect(them.getByText('You are signed in as staff.')).toBeVisible();
  // A staff member has no staff-management page, in the menu or by address.
  await expect(them.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await them.goto('/admin/staff');
  await expect(them.getByRole('heading', { name: 'Not for this account' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: member.email.toLowerCase() });
  await row.getByText('Remove access').click();
  await row.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Access removed' })).toBeVisible();

  await them.goto('/admin');
  await expect(them).toHaveURL(/\/authentication\/login/);
  await theirs.close();

  await page.goto('/admin/audit');
  await expect(page.getByText('staff.invitation_accept').first()).toBeVisible();
  await expect(page.getByText('staff.remove').first()).toBeVisible();
});
