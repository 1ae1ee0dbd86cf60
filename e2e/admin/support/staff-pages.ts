import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeSentBy, outboxRecipient, type OutboxMessage } from '../../support/outbox';

/** The demo owner that npm start seeds in the embedded database (README). */
export const demoOwner = {
  email: 'owner@noor-e-jahan.test',
  password: 'Demo-owner-2026',
  phone: '+8801700000001',
};

/** Where the owner's signed-in browser state is kept for the staff specs (e2e/admin/owner.setup.ts). */
export const ownerState = 'test-results/e2e-state/owner.json';

/** Every staff page there is; the access spec walks them all. */
export const adminPages = [
  '/admin',
  '/admin/staff',
  '/admin/audit',
  '/admin/content',
  '/admin/content/banner',
  '/admin/content/pages',
  '/admin/content/pages/faq',
  '/admin/content/size-guides',
  '/admin/settings',
  '/admin/security',
  '/admin/verify',
];

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
        const query = new URLSearchParams({
          recipient: outboxRecipient(recipient),
          format: 'json',
        });
        const messages = (await (
          await request.get(`/dev/outbox?${query}`)
        ).json()) as OutboxMessage[];
        match = messages.map((message) => pattern.exec(message.body)).find(Boolean) ?? null;
        return Boolean(match);
      },
      { message: `a message to ${recipient}` },
    )
    .toBe(true);
  return match!;
}
