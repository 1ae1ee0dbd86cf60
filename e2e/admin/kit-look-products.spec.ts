import { expect, test } from '@playwright/test';
import { lookAtKit } from '../support/kit-look';
import { variantRow as variant } from './support/product-form';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

// The product pages on the component kit (components/ui): each page at both widths, with no
// serious axe finding, and a picture of it when asked (SCREENS=1).
test('the products list on the kit @responsive', async ({ page }, testInfo) => {
  await page.goto('/admin/products');
  await expect(page.getByRole('search', { name: 'Products' }).getByLabel('Search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New product' }).first()).toBeVisible();
  await lookAtKit(page, testInfo, 'list');
});

test('the new product form on the kit @phone-look', async ({ page }, testInfo) => {
  await page.goto('/admin/products/new');
  await expect(page.getByRole('radio', { name: 'Draft', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Create product' })).toBeVisible();
  await lookAtKit(page, testInfo, 'new');
});

test('the edit form on the kit, a refused save showing its errors @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/products?sort=name');
  // A product's own link, in the table at desktop width or its card on a phone.
  await page
    .locator('main a[href^="/admin/products/"]:not([href$="/new"]):not([href$="/import"]):visible')
    .first()
    .click();
  const name = page.getByRole('group', { name: 'Basics' }).getByLabel('Name', { exact: true });
  await name.fill('');
  await variant(page, 1).getByLabel('Price (৳)').fill('free');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'The product was not saved' })).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(variant(page, 1).getByLabel('Price (৳)')).toHaveAttribute('aria-invalid', 'true');
  await lookAtKit(page, testInfo, 'edit-refused');
});

test('the import page on the kit @phone-look', async ({ page }, testInfo) => {
  await page.goto('/admin/products/import');
  await expect(page.getByLabel('CSV file')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  await lookAtKit(page, testInfo, 'import');
});
