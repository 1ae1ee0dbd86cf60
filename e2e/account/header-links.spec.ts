import { expect, test } from '@playwright/test';
import { signedInHintCookie } from '../../lib/identity/auth/session-cookie-names';

test('a guest sees the signed-out links at once, and her page never asks for a session @desktop-only', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') asked.push(request.url());
  });
  await page.goto('/pages/about-us');
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
  await expect(header.getByTestId('account-links-placeholder')).toHaveCount(0);
  // Coming back to the tab asks nothing either.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.goto('/shop');
  await expect(header.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('until the session is known, the account links are a stand-in of the same size @desktop-only', async ({
  page,
  baseURL,
}) => {
  // A browser that may hold a session asks who is signed in.
  await page.context().addCookies([{ name: signedInHintCookie, value: '1', url: baseURL! }]);
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
  // No session after all: the hint goes, and the next page asks nothing.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === signedInHintCookie))
    .toBe(false);
});
