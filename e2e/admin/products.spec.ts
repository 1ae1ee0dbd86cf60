import { expect, test, type Page } from '@playwright/test';
import { fillBasics, fillVariant, uniqueCode, variantRow as variant } from './support/product-form';
import { ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Not saved/ });

test('staff create a draft with two sizes, find it by search, publish it; a second tab’s save is told of the conflict @responsive', async ({
  page,
  context,
}, testInfo) => {
  const code = uniqueCode(testInfo);
  const name = `Ruby Mirror Potli ${code}`;

  await test.step('create a draft with two sizes', async () => {
    await page.goto('/admin/products/new');
    await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
    await fillBasics(page, name, `E2E-${code}`);
    await expect(page.getByText(/Shown under .*Accessories/)).toBeVisible();
    await page
      .getByRole('group', { name: 'Basics' })
      .getByLabel('Description', { exact: true })
      .fill('Mirror work on ruby velvet, with a silk drawstring.');
    await fillVariant(page, 1, {
      size: 'S',
      colour: 'Ruby',
      sku: `E2E-${code}-S`,
      price: '38500',
      stock: '2',
    });
    await page.getByRole('button', { name: 'Add a variant' }).click();
    // A new size starts from the row above's colour and price.
    await expect(variant(page, 2).getByLabel('Colour', { exact: true })).toHaveValue('Ruby');
    await expect(variant(page, 2).getByLabel('Size', { exact: true })).toBeFocused();
    await fillVariant(page, 2, {
      size: 'M',
      colour: 'Ruby',
      sku: `E2E-${code}-M`,
      price: '39500',
      stock: '1',
    });
    await expect(page.getByRole('radio', { name: 'Draft', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?notice=created$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Product created as a draft.')).toBeVisible();
    await expect(variant(page, 2).getByLabel('SKU', { exact: true })).toHaveValue(`E2E-${code}-M`);
    await expect(
      variant(page, 1).getByRole('link', { name: 'Stock history of variant 1' }),
    ).toBeVisible();
  });
  const editUrl = page.url().replace(/\?.*$/, '');

  await test.step('find it in the list by its SKU', async () => {
    await page.goto('/admin/products');
    await page.getByRole('search', { name: 'Products' }).getByLabel('Search').fill(`e2e-${code}`);
    await page.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(new RegExp(`q=e2e-${code}`, 'i'));
    await expect(page.getByText(/^1 product ·/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      new RegExp(`^/api/v1/admin/products/export\\?q=e2e-${code}$`, 'i'),
    );
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(editUrl);
  });

  await test.step('publish it', async () => {
    await page.getByRole('radio', { name: 'Published', exact: true }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(statusLine(page)).toHaveText('Saved. This is version 2.');
    await expect(page.getByRole('link', { name: 'View in store' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Published', exact: true })).toBeChecked();
  });

  await test.step('two tabs: the second save is refused, keeping what was typed', async () => {
    const second = await context.newPage();
    await second.goto(editUrl);
    const description = (tab: Page) =>
      tab.getByRole('group', { name: 'Basics' }).getByLabel('Description', { exact: true });
    await description(page).fill('Saved from the first tab.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(statusLine(page)).toHaveText('Saved. This is version 3.');

    const secondName = second.getByRole('group', { name: 'Basics' }).getByLabel('Name', {
      exact: true,
    });
    await secondName.fill(`${name} (second tab)`);
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      second.getByText(/Someone else saved this product after you opened it/),
    ).toBeVisible();
    await expect(secondName).toHaveValue(`${name} (second tab)`);
    await expect(statusLine(second)).toHaveText(/Not saved/);
    await second.getByRole('link', { name: 'Reload the latest version' }).click();
    await expect(description(second)).toHaveValue('Saved from the first tab.');
    await expect(secondName).toHaveValue(name);
    await second.close();
  });
});

test(
  'an empty form names each missing field; a bad price is refused beside its field, a price with commas taken',
  {
    tag: '@responsive',
  },
  async ({ page }, testInfo) => {
    const code = uniqueCode(testInfo);
    await page.goto('/admin/products/new');
    await page.getByRole('button', { name: 'Create product' }).click();
    const basics = page.getByRole('group', { name: 'Basics' });
    await expect(basics.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(variant(page, 1).getByText('SKU is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Is required', { exact: true })).toHaveCount(0);
    await fillBasics(page, `Price Check ${code}`, `E2E-${code}`);
    await fillVariant(page, 1, {
      size: 'Free Size',
      colour: 'Ivory',
      sku: `E2E-${code}-FS`,
      price: '12,000 taka',
      stock: '1',
    });
    await page.getByRole('button', { name: 'Create product' }).click();
    const price = variant(page, 1).getByLabel('Price (৳)');
    await expect(
      variant(page, 1).getByText('Price must be an amount in BDT above 0'),
    ).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
    await expect(price).toHaveValue('12,000 taka');
    await expect(page.getByRole('heading', { name: 'The product was not saved' })).toBeVisible();
    const summaryLink = page.getByRole('link', { name: /^Variant 1 price must be/ });
    await expect(summaryLink).toHaveAttribute('href', '#field-variants.0.price');
    await variant(page, 1).getByLabel('Size', { exact: true }).focus();
    await summaryLink.click();
    await expect(price).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await screenshotWhenAsked(page, {
      path: testInfo.outputPath(`product-form-error-${testInfo.project.name}.png`),
      fullPage: true,
    });
    // Thousands with a comma, in Bangla digits: the price as staff write it.
    await price.fill('৮৭,০০০');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?notice=created$/);
    await expect(variant(page, 1).getByLabel('Price (৳)')).toHaveValue('87000');
  },
);

test('the list and the form, for the staff: screenshots @responsive', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of products' })).toBeVisible();
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath(`product-list-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await page.getByRole('combobox', { name: 'Stock' }).selectOption('low');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/stock=low&sort=name/);
  await expect(
    page
      .getByRole('main')
      .locator('span:visible', { hasText: /^Low stock$/ })
      .first(),
  ).toBeVisible();

  // The dearest product, from the demo catalogue: photos, several variants.
  await page.goto('/admin/products?sort=-price');
  const hrefs = await page
    .getByRole('main')
    .locator('a:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const product = hrefs.find((href) => /^\/admin\/products\/\d+$/.test(href));
  expect(product).toBeDefined();
  await page.goto(product!);
  await expect(page.getByRole('group', { name: 'Variants' })).toBeVisible();
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath(`product-form-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('a signed-out visitor is sent to sign in from the product pages', async ({ browser }) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  for (const path of ['/admin/products', '/admin/products/new', '/admin/products/1']) {
    const response = await visitor.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe(
      `/authentication/login?callbackUrl=${encodeURIComponent(path)}`,
    );
  }
  await visitor.close();
});
