import { expect, test } from '@playwright/test';
import { ownerState, runSuffix, statusWith } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

test('a category is added, reordered, hidden from shoppers and deleted', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo);
  const name = `Capes ${suffix}`;
  const slug = `capes-${suffix}`;

  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a category' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Inside').selectOption({ label: 'Clothing' });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(statusWith(page, `Added ${name} at /category/${slug}.`)).toBeVisible();
  await screenshotWhenAsked(page, { path: testInfo.outputPath('categories.png'), fullPage: true });

  await page.goto(`/category/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto('/admin/categories');
  // The innermost item holding its link: the items of the categories above hold it too.
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .last();
  await row.getByRole('button', { name: `Move ${name} up` }).click();
  await expect(statusWith(page, 'Moved up.')).toBeAttached();
  await row.getByRole('button', { name: new RegExp(`^Hide ${name}`) }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  await page.goto(`/category/${slug}`);
  await expect(
    page.getByRole('heading', { name: 'This piece is no longer on the rail' }),
  ).toBeVisible();

  await page.goto('/admin/categories');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.locator('summary', { hasText: `Delete ${name}` }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?deleted=1/);
  await expect(statusWith(page, 'Category deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('a category holding subcategories offers no delete, and says why', async ({ page }) => {
  await page.goto('/admin/categories');
  await page.getByRole('link', { name: 'Lehenga', exact: true }).click();
  await expect(page.getByText(/holds \d+ subcategor/)).toBeVisible();
});

test('a tag is added, renamed and deleted', async ({ page }, testInfo) => {
  const name = `Festive ${runSuffix(testInfo)}`;
  await page.goto('/admin/tags');
  const add = page.getByRole('form', { name: 'Add a tag' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByRole('button', { name: 'Add tag' }).click();
  await expect(statusWith(page, `Added ${name}`)).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.locator('summary', { hasText: 'Rename' }).click();
  await row.getByLabel('Name', { exact: true }).fill(`${name} Edit`);
  await row.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(`${name} Edit`, { exact: true }).first()).toBeVisible();

  const renamed = page.getByRole('listitem').filter({ hasText: `${name} Edit` });
  await renamed.locator('summary', { hasText: `Delete ${name} Edit` }).click();
  await expect(renamed.getByText('No product carries it.')).toBeVisible();
  await renamed.getByRole('button', { name: `Delete ${name} Edit` }).click();
  await expect(page.getByText(`${name} Edit`, { exact: true })).toHaveCount(0);
});

test('a colour value is added with a swatch, then deleted', async ({ page }, testInfo) => {
  const name = `Dusk ${runSuffix(testInfo)}`;
  await page.goto('/admin/attributes');
  const add = page.getByRole('form', { name: 'Add a value to Colour' });
  await add.getByLabel('New colour value', { exact: true }).fill(name);
  await add.getByLabel('Swatch colour', { exact: true }).fill('#5B4B8A');
  await add.getByRole('button', { name: 'Add value' }).click();
  await expect(statusWith(page, `Added ${name}`)).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.locator('summary', { hasText: `Delete ${name}` }).click();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});
