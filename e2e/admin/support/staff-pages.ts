import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createShopper, storedPhone } from '../../account/support/shopper';
import { codeSentBy, messagesFor } from '../../support/outbox';

/** The demo owner that npm start seeds in the embedded database (README). */
export const demoOwner = {
  email: 'owner@noor-e-jahan.test',
  password: 'Demo-owner-2026',
  phone: '+8801700000001',
};

/** Where the owner's signed-in browser state is kept for the staff specs (e2e/admin/owner.setup.ts). */
export const ownerState = 'test-results/e2e-state/owner.json';

/** Signs in through the store's form, coming back to `path` on the staff side. */
export async function signInForStaff(page: Page, email: string, password: string, path = '/admin') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/authentication\/login\?callbackUrl=/);
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The second step by SMS, as a member without an authenticator takes it. */
export async function proveBySms(page: Page, phone: string) {
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  const code = await codeSentBy(page.request, phone, () =>
    page.getByRole('button', { name: 'Send me a code' }).click(),
  );
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The newest message to `recipient` whose text matches `pattern`, once it has arrived. */
export async function messageMatching(
  request: APIRequestContext,
  recipient: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        // messagesFor retries a kept-alive socket the store closed while the page worked.
        const messages = await messagesFor(request, recipient);
        match = messages.map((message) => pattern.exec(message.body)).find(Boolean) ?? null;
        return Boolean(match);
      },
      { message: `a message to ${recipient}` },
    )
    .toBe(true);
  return match!;
}

/**
 * The owner (on `ownerPage`) invites a new account with `role`; it accepts in a browser of
 * its own and proves the second step by SMS. Returns that browser's page, on /admin.
 */
export async function joinAsStaff(ownerPage: Page, browser: Browser, role: 'manager' | 'staff') {
  const member = await createShopper(ownerPage.request);
  await ownerPage.goto('/admin/staff');
  await ownerPage.getByLabel('E-mail address').fill(member.email);
  await ownerPage.getByLabel('Role', { exact: true }).selectOption(role);
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Invitation sent' })).toBeVisible();
  const [link] = await messageMatching(
    ownerPage.request,
    member.email,
    /\/admin\/invitation\/[\w-]+/,
  );
  // A browser of their own: contexts made in a spec would otherwise start with the owner's cookies.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInForStaff(page, member.email, member.password, link);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await proveBySms(page, storedPhone(member.phone));
  await expect(page).toHaveURL(/\/admin$/);
  return { page, member, context };
}

/** A suffix of this run and width, so that runs side by side work on names of their own. */
export const runSuffix = (testInfo: { project: { name: string } }) =>
  `${testInfo.project.name}-${Date.now().toString(36)}`;

/** A form's outcome read out as a status (not an error), holding `text`. */
export const statusWith = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** The failed-jobs page, drawn with its list or the word that nothing has failed. */
export async function expectFailedJobsPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible();
  await expect(
    page
      .getByText('Nothing has failed')
      .or(page.getByRole('table', { name: 'Jobs, newest first' })),
  ).toBeVisible();
}
