import { expect, test, type Page } from '@playwright/test';
import { ownDraftProduct } from './support/own-product';
import { ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

/**
 * A piece in stock of a product with two sizes, a draft of the test's own (made through the
 * staff import API, seen by no shopper), so its stock may change while the shopper specs run.
 */
async function pieceToCount(page: Page, label: string) {
  const product = await ownDraftProduct(page, label);
  return { product, variant: product.variants[0]! };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stock figure at the top of a variant's page, as a number. */
async function stockShown(page: Page): Promise<number> {
  const text = await page.getByTestId('stock-now').textContent();
  return Number(text);
}

test('staff scan a SKU, receive pieces, are refused more damaged than there are, and set the threshold @responsive', async ({
  page,
}, testInfo) => {
  const { product, variant } = await pieceToCount(page, `stock-${testInfo.project.name}`);

  await page.goto('/admin/stock');
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  // A scanner types the label's SKU into the focused field and presses Enter.
  const search = page.getByLabel('Name or SKU');
  await expect(search).toBeFocused();
  await search.fill(variant.sku.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(/\/admin\/stock\/\d+$/);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByText(variant.sku, { exact: true })).toBeVisible();
  const before = await stockShown(page);
  expect(before).toBeGreaterThan(0);

  await test.step('receive 3: the stock rises by 3 and the history says so', async () => {
    const adjust = page.getByRole('form', { name: 'Adjust the stock' });
    await expect(adjust.getByRole('radio', { name: 'Received' })).toBeChecked();
    await adjust.getByLabel('Quantity').fill('3');
    await adjust.getByLabel('Note (optional)').fill(`Delivery for ${testInfo.project.name}`);
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect(
      adjust
        .getByRole('status')
        .filter({ hasText: `Received 3 pieces. Stock is now ${before + 3}.` }),
    ).toBeVisible();
    await expect(page.getByTestId('stock-now')).toHaveText(String(before + 3));
    await expect(adjust.getByLabel('Quantity')).toHaveValue('');
    const newest = page
      .getByRole('table', { name: 'Stock movements, newest first' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(newest).toContainText('Received');
    await expect(newest).toContainText(`Delivery for ${testInfo.project.name}`);
    await expect(newest).toContainText('+3');
    await expect(newest).toContainText(String(before + 3));
    await expect(newest).toContainText('Demo Owner');
  });

  await test.step('more damaged than in stock: refused beside the quantity, nothing changes', async () => {
    const adjust = page.getByRole('form', { name: 'Adjust the stock' });
    await adjust.getByText('Damaged', { exact: true }).click();
    await expect(adjust.getByRole('radio', { name: 'Damaged' })).toBeChecked();
    const quantity = adjust.getByLabel('Quantity');
    await quantity.fill(String(before + 4));
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(
      new RegExp(`^Only ${before + 3} left in stock`),
    );
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue(String(before + 4));
    await expect(adjust.getByRole('alert')).toContainText('below zero');
    await expect(page.getByTestId('stock-now')).toHaveText(String(before + 3));
  });

  await test.step('a threshold of its own, then the store’s default again', async () => {
    const form = page.getByRole('form', { name: 'Threshold' });
    const threshold = form.getByLabel('Low-stock threshold');
    await threshold.fill(String(before + 3));
    await form.getByRole('button', { name: 'Save threshold' }).click();
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: `Threshold saved: low at ${before + 3} or fewer.` }),
    ).toBeVisible();
    await expect(page.getByText(`low at ${before + 3}`, { exact: true })).toBeVisible();

    await threshold.fill('');
    await form.getByRole('button', { name: 'Save threshold' }).click();
    await expect(form.getByRole('status')).toContainText("store's default: low at 2 or fewer");
    await expect(page.getByText('low at 2 (default)', { exact: true })).toBeVisible();
  });

  await test.step('a count puts the stock back as it was', async () => {
    const adjust = page.getByRole('form', { name: 'Adjust the stock' });
    await adjust.getByText('Correction', { exact: true }).click();
    await expect(adjust.getByLabel('Quantity')).toHaveCount(0);
    await adjust.getByLabel('Counted').fill(String(before));
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect(adjust.getByRole('status')).toContainText(`Stock is now ${before}.`);
    await expect(page.getByTestId('stock-now')).toHaveText(String(before));
    const newest = page
      .getByRole('table', { name: 'Stock movements, newest first' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(newest).toContainText('Correction');
    await expect(newest).toContainText('-3');
  });
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath('stock-variant.png'),
    fullPage: true,
  });
});

test('staff search by name, see how many match and open one; the low-stock list is fewest first', async ({
  page,
}, testInfo) => {
  const { product, variant } = await pieceToCount(page, `search-${testInfo.project.name}`);

  await page.goto('/admin/stock');
  await expect(page.getByRole('heading', { name: 'Low on stock' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('at or below their low-stock threshold');
  const stocks = (await page.getByTestId('row-stock').allTextContents()).map((text) =>
    Number.parseInt(text, 10),
  );
  expect(stocks.length).toBeGreaterThan(0);
  expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

  // A product named exactly as searched comes first, so its pieces are on the first page.
  await page.getByLabel('Name or SKU').fill(product.name);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/\/admin\/stock\?q=/);
  await expect(page.getByRole('heading', { name: 'Found' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    new RegExp(`^\\d+ pieces? match(es)? “${escaped(product.name)}”\\.$`),
  );
  expect(await page.getByTestId('row-stock').count()).toBeGreaterThanOrEqual(
    product.variants.length,
  );
  const row = page.getByRole('link', { name: new RegExp(escaped(variant.sku)) });
  await expect(row).toHaveCount(1);
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath('stock-search.png'),
    fullPage: true,
  });
  const href = await row.getAttribute('href');
  expect(href).toMatch(/^\/admin\/stock\/\d+$/);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('definition').filter({ hasText: variant.sku })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();

  await page.goto('/admin/stock?q=no-such-piece-anywhere');
  await expect(page.getByRole('status')).toHaveText('0 pieces match “no-such-piece-anywhere”.');
  await expect(page.getByText('Nothing matches.', { exact: false })).toBeVisible();
});
