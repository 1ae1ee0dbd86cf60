import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

// The desktop and phone runs may go side by side: each edits a step of its own, so neither
// meets the other's save as a conflict. What is changed is put back to the default text.
const stepOf = (project: string) =>
  project === 'staff-phone' ? 'Order packed' : 'Order confirmed';

const sample = { name: 'Ayesha Rahman', number: 'NJ-261125-48271' };

async function openSms(page: Page, step: string): Promise<Locator> {
  await page.goto('/admin/messages');
  await page
    .getByRole('navigation', { name: 'Order steps' })
    .getByRole('link', { name: step })
    .click();
  return page.getByRole('form', { name: `SMS: ${step}` });
}

async function backToDefault(form: Locator) {
  await form.getByRole('button', { name: 'Back to the default text' }).click();
  await expect(form.getByRole('status')).toContainText('is back to the default text');
  await expect(form.getByRole('button', { name: 'Back to the default text' })).toHaveCount(0);
}

test('the owner rewrites an order step’s SMS with a live preview, saves it, and resets it', async ({
  page,
}, testInfo) => {
  const step = stepOf(testInfo.project.name);
  let form = await openSms(page, step);
  // A run that stopped half-way may have left its text: start from the default.
  if (await form.getByRole('button', { name: 'Back to the default text' }).isVisible()) {
    await backToDefault(form);
  }
  const text = form.getByLabel('SMS text');
  const defaultText = await text.inputValue();
  expect(defaultText).toContain('{{number}}');

  // A field goes where the cursor is; the preview fills it from the sample order.
  const stamp = Date.now();
  await text.fill(`Order {{number}} is with our atelier (${stamp}), `);
  await form.getByRole('button', { name: /^Insert \{\{name\}\}/ }).click();
  await expect(text).toHaveValue(`Order {{number}} is with our atelier (${stamp}), {{name}}`);
  const preview = form.getByRole('region', { name: 'Preview of the SMS' });
  await expect(preview).toContainText(
    `Order ${sample.number} is with our atelier (${stamp}), ${sample.name}`,
  );
  await expect(preview).toContainText('characters: one SMS');

  // A field no order can fill is named beside the text, and what was typed stays.
  await text.fill(`Dear {{nmae}}, order {{number}} (${stamp})`);
  await form.getByRole('button', { name: 'Save SMS' }).click();
  await expect(form.getByText('This field is not known: {{nmae}}')).toBeVisible();
  await expect(text).toHaveValue(`Dear {{nmae}}, order {{number}} (${stamp})`);

  const saved = `Dear {{name}}, order {{number}} is with our atelier (${stamp}).`;
  await text.fill(saved);
  await form.getByRole('button', { name: 'Save SMS' }).click();
  await expect(form.getByRole('status')).toContainText(`The SMS for “${step}” is saved`);

  await page.reload();
  form = page.getByRole('form', { name: `SMS: ${step}` });
  await expect(form.getByLabel('SMS text')).toHaveValue(saved);
  await expect(form.getByLabel('Send this SMS')).toBeChecked();
  await expectFitsAndShoot(page, 'admin-messages');

  await backToDefault(form);
  await expect(form.getByLabel('SMS text')).toHaveValue(defaultText);
  await page.reload();
  await expect(page.getByRole('form', { name: `SMS: ${step}` }).getByLabel('SMS text')).toHaveValue(
    defaultText,
  );
});
