import { test as base } from '@playwright/test';
import { AccountPages } from './account-pages';
import { AccountHeader } from './header';
import { createShopper, type Shopper } from './shopper';

type AccountFixtures = {
  account: AccountPages;
  header: AccountHeader;
  /** A shopper made through the API and signed in by e-mail, on the profile page. */
  signedIn: Shopper;
};

export const test = base.extend<AccountFixtures>({
  account: async ({ page }, provide) => provide(new AccountPages(page)),
  header: async ({ page }, provide) => provide(new AccountHeader(page)),
  signedIn: async ({ page, account }, provide) => {
    const shopper = await createShopper(page.request);
    await account.signInByEmail(shopper.email, shopper.password);
    await account.expectOnProfile();
    await provide(shopper);
  },
});

export { expect } from '@playwright/test';
