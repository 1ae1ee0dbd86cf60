import { expect, test } from '@playwright/test';
import { joinAsStaff, ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

test('the owner invites a staff member, who joins with the second step; removing them ends their access', async ({
  page,
  browser,
}, testInfo) => {
  const { page: them, member, context } = await joinAsStaff(page, browser, 'staff');
  await screenshotWhenAsked(page, { path: testInfo.outputPath('staff-page.png'), fullPage: true });

  await expect(them.getByText('You are signed in as staff.')).toBeVisible();
  // A staff member has no staff-management page, in the menu or by address.
  await expect(them.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await them.goto('/admin/staff');
  await expect(them.getByRole('heading', { name: 'Not for this account' })).toBeVisible();

  await page.goto('/admin/staff');
  const row = page.getByRole('listitem').filter({ hasText: member.email.toLowerCase() });
  await row.getByText('Remove access').click();
  await row.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Access removed' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await them.goto('/admin');
  await expect(them).toHaveURL(/\/authentication\/login/);
  await context.close();

  await page.goto('/admin/audit');
  const entries = page.getByRole('main').getByRole('row');
  await expect(entries.filter({ hasText: 'staff.invitation_accept' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: 'Demo Owner staff.remove' }).first()).toBeVisible();
  await screenshotWhenAsked(page, { path: testInfo.outputPath('audit-page.png'), fullPage: true });
});
