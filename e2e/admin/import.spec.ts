import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { seriousViolations } from '../catalog/support';
import { ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

/** The catalogue as the import page's export link gives it: the file's name and text. */
async function exportCatalogue(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export all products' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await fs.readFile((await file.path())!, 'utf8') };
}

const checkFile = async (page: Page, name: string, text: string) => {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Check the file' }).click();
};

const applyButton = (page: Page) => page.getByRole('button', { name: /^Apply/ });

test.beforeEach(async ({ page }) => {
  await page.goto('/admin/products/import');
  await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();
});

test('the catalogue exported and checked back changes nothing', async ({ page }, testInfo) => {
  // Other specs may place an order (stock) between the export and the check: then again.
  await expect(async () => {
    const { name, text } = await exportCatalogue(page);
    expect(name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text).toMatch(/^\uFEFF?product_sku,name,slug,category,status/);
    await checkFile(page, name, text);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing to change' })).toBeVisible();
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'The check' })).toBeFocused();
  await expect(applyButton(page)).toHaveCount(0);
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath('import-check.png'),
    fullPage: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a file with a bad price on one row names that row and applies nothing', async ({ page }) => {
  const { text } = await exportCatalogue(page);
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  const column = (name: string) => header!.indexOf(name);
  // A new name for the first product (on each of its rows), which nothing may apply…
  const sku = rows[0]![column('product_sku')];
  const originalName = rows[0]![column('name')]!;
  for (const row of rows.filter((each) => each[column('product_sku')] === sku)) {
    row[column('name')] = `${originalName} (renamed)`;
  }
  // …and a bad price a few rows on.
  const badAt = rows.findIndex((row, index) => index >= 2 && row[column('variant_sku')] !== '');
  rows[badAt]![column('price')] = 'lots';
  const badRow = badAt + 2; // as a spreadsheet numbers it: the header is row 1

  await checkFile(page, 'bad-price.csv', stringify([header!, ...rows]));
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing can be imported' }),
  ).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problems to fix in the file' });
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await expect(problems.getByRole('listitem')).toContainText(`Row ${badRow}`);
  await expect(problems.getByRole('listitem')).toContainText('price must be an amount in BDT');
  await expect(applyButton(page)).toHaveCount(0);

  const after = parse((await exportCatalogue(page)).text, { bom: true }) as string[][];
  const still = after.find((row) => row[column('product_sku')] === sku);
  expect(still?.[column('name')]).toBe(originalName);
});
