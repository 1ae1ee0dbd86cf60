import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import type { AccountPages } from './support/account-pages';
import { newShopper, storedPhone } from './support/shopper';
import { screenshotWhenAsked } from '../support/screens';

// Sign-up's second step: the codes sent to the new phone and e-mail (docs/decisions.md 11).

/** Signs a new shopper up through the form, up to the step that asks for the codes. */
async function codesStep(account: AccountPages) {
  const shopper = newShopper();
  const codes = await account.signUpForCodes(shopper);
  const form = account.codesForm();
  const sms = form.getByLabel('Code sent by SMS');
  const mail = form.getByLabel('Code sent by e-mail');
  return { shopper, codes, form, sms, mail };
}

test('after sign-up the shopper is asked for both codes, by keyboard, then taken on', async ({
  page,
  account,
}, testInfo) => {
  const { shopper, codes, form, sms, mail } = await codesStep(account);
  await expect(form.getByRole('status')).toHaveText('Your account has been created. Welcome!');
  await expect(form).toContainText(`by SMS to ${storedPhone(shopper.phone)}`);
  await expect(form).toContainText(`by e-mail to ${shopper.email}`);
  await expect(sms).toBeFocused();
  await expect(sms).toHaveAttribute('autocomplete', 'one-time-code');
  // The step starts from the top of the page: its message and first field are in view.
  await expect(form.getByRole('status')).toBeInViewport();
  await expect(sms).toBeInViewport();
  await screenshotWhenAsked(page, { path: testInfo.outputPath('codes-step.png') });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Keyboard only: type the first code, Tab to the second, Enter to send.
  await page.keyboard.type(codes.phone);
  await page.keyboard.press('Tab');
  await expect(mail).toBeFocused();
  await page.keyboard.type(codes.email);
  await page.keyboard.press('Enter');
  await account.expectOnProfile();
});

test('a wrong or missing code is said beside its field, and the right one still works', async ({
  page,
  account,
}, testInfo) => {
  const { codes, form, sms, mail } = await codesStep(account);

  await form.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sms).toHaveAccessibleDescription('Enter the 6-digit code');
  await expect(mail).toHaveAccessibleDescription('Enter the 6-digit code');
  await expect(sms).toBeFocused();

  const wrong = codes.phone === '000000' ? '111111' : '000000';
  await sms.fill(wrong);
  await mail.fill(codes.email);
  await form.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sms).toHaveAttribute('aria-invalid', 'true');
  await expect(sms).toHaveAccessibleDescription(/wrong or has expired/);
  await expect(sms).toBeFocused();
  await screenshotWhenAsked(page, { path: testInfo.outputPath('codes-wrong.png') });

  await sms.fill(codes.phone);
  await form.getByRole('button', { name: 'Confirm', exact: true }).click();
  await account.expectOnProfile();
});

test('the codes can wait: "Confirm later" goes on signed in', async ({ account, header }) => {
  const { form } = await codesStep(account);
  await form.getByRole('button', { name: 'Confirm later' }).click();
  await account.expectOnProfile();
  await header.expectSignedIn();
});
