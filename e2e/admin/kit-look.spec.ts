import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { screenshotWhenAsked } from '../support/screens';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

// The invite form is built from the component kit (components/ui): its radios a ChoiceGroup,
// its fields the kit's Field, its button the kit's Button.
test('the invite form on the kit: a named group of radios the keyboard moves through, and no serious axe finding @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/staff');
  const sendBy = page.getByRole('group', { name: 'Send by' });
  await expect(sendBy.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByLabel('E-mail address')).toBeVisible();

  // Native radios: an arrow key moves the choice, and the field follows it.
  await sendBy.getByRole('radio', { name: 'E-mail' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sendBy.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(sendBy.getByRole('radio', { name: 'SMS' })).toBeFocused();
  await expect(page.getByLabel('Mobile number')).toBeVisible();

  // An empty send: the field says what is wrong, tied to it, and is marked invalid.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(/\S/);
  // The refusal keeps the choice it was sent with: SMS still picked, beside its field.
  await expect(sendBy.getByRole('radio', { name: 'SMS' })).toBeChecked();

  const width = page.viewportSize()?.width ?? 0;
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath(`kit-invite-form-${width}.png`),
    fullPage: true,
  });
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
      ),
  ).toEqual([]);
});
