import { expect, test } from '@playwright/test';
import { demoOwner, proveBySms, signInForStaff } from './support/staff-pages';

// The setup project signs the owner in at desktop width; this is the same at a phone's.
test('the owner signs in with the second step on a phone @phone-only', async ({ page }) => {
  await signInForStaff(page, demoOwner.email, demoOwner.password, '/admin/staff');
  await expect(page).toHaveURL(/\/admin\/verify\?next=%2Fadmin%2Fstaff$/);
  await proveBySms(page, demoOwner.phone);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  // The menu is a row that scrolls sideways on a phone, with the current page marked.
  const menu = page.getByRole('navigation', { name: 'Staff menu' }).first();
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
