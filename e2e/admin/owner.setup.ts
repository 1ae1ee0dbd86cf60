import { expect, test as setup } from '@playwright/test';
import { demoOwner, ownerState, proveBySms, signInForStaff } from './support/staff-pages';

// The owner signs in once per run, with the second step, and the staff specs reuse that
// browser state: each SMS second step counts against the owner's code limits.
setup('the demo owner signs in with the second step', async ({ page }) => {
  await signInForStaff(page, demoOwner.email, demoOwner.password);
  await expect(page).toHaveURL(/\/admin\/verify\?next=%2Fadmin$/);
  await proveBySms(page, demoOwner.phone);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Demo', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff menu' }).first()).toBeVisible();
  await page.context().storageState({ path: ownerState });
});
