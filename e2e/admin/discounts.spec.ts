import { expect, test, type Page } from '@playwright/test';
import { ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test(
  'the owner adds a discount code, sees it listed, loses a stale edit, and switches it off',
  {
    tag: '@responsive',
  },
  async ({ page, context }, testInfo) => {
    // A code of its own per run and width, so that runs side by side do not meet.
    const code = `E2E-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();

    await page.goto('/admin/discounts');
    await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New code' }).click();
    const form = page.getByRole('form', { name: 'New discount code' });
    // Typed in small letters, kept in capitals; an amount in Bangla digits with its comma.
    await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await form.getByLabel('Kind').selectOption('fixed');
    await form.getByLabel('Amount off').fill('500');
    await form.getByLabel('Minimum subtotal (৳)').fill('৮৭,০০০');
    await form.getByLabel('Uses in total').fill('3');
    await form.getByRole('radio', { name: 'Pieces in these categories' }).check();
    await form.getByRole('button', { name: 'Add code' }).click();
    // Categories chosen by none: the form says so beside them and keeps what was typed.
    await expect(form.getByText('Choose at least one category')).toBeVisible();
    await expect(form.getByLabel('Code', { exact: true })).toHaveValue(code.toLowerCase());
    await form.getByRole('radio', { name: 'Every piece' }).check();
    await form.getByRole('button', { name: 'Add code' }).click();

    await expect(page).toHaveURL(/\/admin\/discounts\/\d+\?notice=created$/);
    await expect(status(page, `${code} created.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
    await expect(page.getByText('৳ 500 off · 0 of 3 used · Active')).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: `Edit discount code ${code}` })
        .getByLabel('Minimum subtotal (৳)'),
    ).toHaveValue('87000');
    await screenshotWhenAsked(page, {
      path: testInfo.outputPath('discount-code.png'),
      fullPage: true,
    });

    // Two tabs on the same code: the second save, from the older version, is refused.
    const other = await context.newPage();
    await other.goto(page.url());
    const details = (tab: Page) => tab.getByRole('form', { name: `Edit discount code ${code}` });
    await details(page).getByLabel('Amount off').fill('600');
    await details(page).getByRole('button', { name: 'Save code' }).click();
    await expect(status(page, `Saved ${code}.`)).toBeVisible();
    await details(other).getByLabel('Amount off').fill('900');
    await details(other).getByRole('button', { name: 'Save code' }).click();
    await expect(
      other.getByRole('alert').filter({ hasText: 'Someone else changed this code' }),
    ).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Switch off' }).click();
    await expect(status(page, `${code} is switched off`)).toBeVisible();

    await page.goto('/admin/discounts');
    const listed = page.getByRole('link', { name: code, exact: true });
    await expect(listed).toBeVisible();
    await screenshotWhenAsked(page, {
      path: testInfo.outputPath('discount-codes.png'),
      fullPage: true,
    });
    const row = page.locator('tr, li').filter({ has: listed }).last();
    await expect(row).toContainText('৳ 600 off');
    await expect(row).toContainText('Switched off');
  },
);
