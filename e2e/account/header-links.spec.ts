import { expect, test } from '@playwright/test';

test('until the session is known, the account links are a stand-in of the same size @desktop-only', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pages/about-us');
  const header = page.locator('header').first();
  const placeholder = header.getByTestId('account-links-placeholder').filter({ visible: true });
  await expect(placeholder).toBeAttached();
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  await expect(header.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'MY PROFILE' })).toHaveCount(0);
  const before = await placeholder.boundingBox();

  release();
  const signIn = header.getByRole('link', { name: 'SIGN IN' });
  await expect(signIn).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  const after = await signIn.locator('xpath=ancestor::ul[1]').boundingBox();
  expect(after).toEqual(before);
});
