import { expect, test } from '@playwright/test';
import { lookAtKit } from '../support/kit-look';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

test('the content pages on the kit: the areas, a slide form and an information page form @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/content');
  await expect(page.getByRole('link', { name: /Home banner/ })).toBeVisible();
  await lookAtKit(page, testInfo, 'content-home');

  await page.goto('/admin/content/banner');
  const slide = page.getByRole('form', { name: 'New slide' });
  await expect(slide.getByLabel('Message', { exact: true })).toBeVisible();
  await expect(slide.getByLabel('Shown on the home page (within its dates)')).toBeChecked();
  await lookAtKit(page, testInfo, 'banner');

  await page.goto('/admin/content/pages/new');
  await expect(page.getByRole('form', { name: 'New page' }).getByLabel('Address')).toBeVisible();
  await lookAtKit(page, testInfo, 'info-page-form');
});

test('the store settings on the kit: delivery charges and the advance beside the others @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/settings');
  await expect(
    page.getByRole('form', { name: 'Delivery charges' }).getByLabel('Inside Dhaka (৳)'),
  ).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Cash-on-delivery advance' }).getByLabel('The advance is'),
  ).toBeVisible();
  await lookAtKit(page, testInfo, 'settings');
});

test('the discount codes on the kit: the list, and a refused save with its errors beside the fields @responsive', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
  await lookAtKit(page, testInfo, 'discounts');

  await page.goto('/admin/discounts/new');
  const form = page.getByRole('form', { name: 'New discount code' });
  const scope = form.getByRole('group', { name: 'Pieces it is for' });
  await scope.getByRole('radio', { name: 'Pieces in these categories' }).check();
  await expect(form.getByRole('group', { name: 'Categories it is for' })).toBeVisible();
  await form.getByRole('button', { name: 'Add code' }).click();
  const code = form.getByLabel('Code', { exact: true });
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/\S/);
  await expect(code).toBeFocused();
  await expect(scope).toHaveAccessibleDescription(/category/);
  await lookAtKit(page, testInfo, 'discount-refused');
});

test('the message templates on the kit: an editor with its fields and preview @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/messages');
  await expect(page.getByRole('navigation', { name: 'Order steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save SMS' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview of the SMS' }).first()).toBeVisible();
  // Eight steps draw the same four editors: axe reads the steps' menu and the first step.
  await lookAtKit(page, testInfo, 'messages', ['main nav', '#step-placed']);
});

test('the taxonomy on the kit: the category tree, a category form, tags and occasions @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/categories');
  await expect(page.getByRole('form', { name: 'Add a category' })).toBeVisible();
  await lookAtKit(page, testInfo, 'categories');

  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByLabel('Address name', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Measurements asked' })).toBeVisible();
  await lookAtKit(page, testInfo, 'category-edit');

  await page.goto('/admin/tags');
  await expect(page.getByRole('form', { name: 'Add a tag' })).toBeVisible();
  await lookAtKit(page, testInfo, 'tags');

  await page.goto('/admin/occasions');
  await expect(page.getByRole('form', { name: 'Add an occasion' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Add an occasion' }).getByRole('group', {
      name: 'Categories it gathers',
    }),
  ).toBeVisible();
  await lookAtKit(page, testInfo, 'occasions');
});
