import { messagesFor } from '../support/outbox';
import { expect, test } from './support/fixtures';
import { createShopper } from './support/shopper';

const banglaDigits = '০১২৩৪৫৬৭৮৯';
const inBangla = (ascii: string) =>
  ascii.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)]!);
const inAscii = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(banglaDigits.indexOf(digit)));

test('a signed-out visit to the Bangla profile signs in in Bangla and comes back in Bangla', async ({
  page,
}) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await page.goto('/bn/account/Profile');
  await expect(page).toHaveURL(/\/bn\/authentication\/login\?callbackUrl=%2Faccount%2FProfile$/);
  await expect(page.getByRole('heading', { name: 'সাইন ইন', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'ই-মেইল দিয়ে সাইন ইন' });
  await form.getByLabel('ই-মেইল').fill(shopper.email);
  await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(page).toHaveURL(/\/bn\/account\/Profile$/);
  await expect(page.getByRole('heading', { name: 'আমার প্রোফাইল', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আপনার তথ্য', level: 2 })).toBeVisible();
});

test('a wrong password is said in Bangla beside the field', async ({ page }) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await page.goto('/bn/authentication/login');
  const form = page.getByRole('form', { name: 'ই-মেইল দিয়ে সাইন ইন' });
  await form.getByLabel('ই-মেইল').fill(shopper.email);
  const password = form.getByLabel('পাসওয়ার্ড', { exact: true });
  await password.fill(`${shopper.password}x`);
  await form.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/কোনো অ্যাকাউন্ট মেলেনি/);
  await expect(page).toHaveURL(/\/bn\/authentication\/login$/);
});

// Needs the phone sign-in route to take {locale} as a request for a code (the SMS helper's change).
test('a shopper signs in on a Bangla page with her number and code typed in Bangla digits', async ({
  page,
}) => {
  const shopper = await createShopper(page.request);
  await page.context().clearCookies();
  await page.goto('/bn/authentication/login');
  await page.getByText('ফোন', { exact: true }).click();
  const form = page.getByRole('form', { name: 'ফোন দিয়ে সাইন ইন' });
  await form.getByLabel('মোবাইল নম্বর').fill(inBangla(shopper.phone));
  const before = (await messagesFor(page.request, shopper.phone))[0]?.body;
  await form.getByRole('button', { name: 'কোড পাঠান' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await messagesFor(page.request, shopper.phone))[0];
      if (!newest || newest.body === before) return '';
      code = inAscii(/(?:^|\D)([0-9০-৯]{6})(?:\D|$)/.exec(newest.body)?.[1] ?? '');
      return code;
    })
    .toMatch(/^\d{6}$/);
  await expect(form.getByTestId('resend-wait')).toContainText('সেকেন্ড');
  await form.getByLabel('৬ অঙ্কের কোড').fill(inBangla(code));
  await form.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(page).toHaveURL(/\/bn\/account\/Profile$/);
});
