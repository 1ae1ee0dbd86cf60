import { expect, test } from '@playwright/test';
import { AccountHeader } from '../account/support/header';
import { joinAsStaff, ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

// SECURITY.md, "The staff side": signing out of the store ends the sign-in and its staff
// session on the server, so the cookies copied before are refused afterwards.
test('a copy of the session and staff cookies opens nothing after the store sign-out', async ({
  page,
  browser,
}) => {
  const { page: them, context } = await joinAsStaff(page, browser, 'staff');
  const copied = await context.cookies();
  expect(copied.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/nj_staff$/)]),
  );

  // Before: the copy is the member, on the staff side and to the staff API.
  const elsewhere = await browser.newContext({ storageState: { cookies: copied, origins: [] } });
  const copy = await elsewhere.newPage();
  await copy.goto('/admin');
  await expect(copy).toHaveURL(/\/admin$/);
  expect((await copy.request.get('/api/v1/admin/products/export')).status()).not.toBe(401);

  await them.goto('/');
  await new AccountHeader(them).signOut();

  const answer = await copy.goto('/admin', { waitUntil: 'commit' });
  expect(answer?.status()).toBeLessThan(400);
  await expect(copy).toHaveURL(/\/authentication\/login\?callbackUrl=/);
  // The staff API, which the copy reached before this fix, counts it as no one.
  expect((await copy.request.get('/api/v1/admin/products/export')).status()).toBe(401);
  await elsewhere.close();
  await context.close();
});
