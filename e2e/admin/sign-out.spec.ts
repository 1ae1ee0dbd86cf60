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

  await them.goto('/');
  await new AccountHeader(them).signOut();

  const elsewhere = await browser.newContext({ storageState: { cookies: copied, origins: [] } });
  const copy = await elsewhere.newPage();
  const answer = await copy.goto('/admin', { waitUntil: 'commit' });
  expect(answer?.status()).toBeLessThan(400);
  await expect(copy).toHaveURL(/\/authentication\/login\?callbackUrl=/);
  await elsewhere.close();
  await context.close();
});
