import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { staffCategory } from '../../support/staff-products';

/** A code no other run or project shares: the products a spec makes are found by it. */
export const uniqueCode = (testInfo: TestInfo) =>
  `${testInfo.project.name.endsWith('phone') ? 'P' : 'D'}${Date.now().toString(36)}`.toUpperCase();

/** The product form's row of variant `number` (from 1). */
export const variantRow = (page: Page, number: number) =>
  page.getByRole('group', { name: `Variant ${number}`, exact: true });

export type VariantValues = {
  size: string;
  colour: string;
  sku: string;
  price: string;
  stock: string;
};

export async function fillVariant(page: Page, number: number, values: VariantValues) {
  const row = variantRow(page, number);
  await row.getByLabel('Size', { exact: true }).fill(values.size);
  await row.getByLabel('Colour', { exact: true }).fill(values.colour);
  await row.getByLabel('SKU', { exact: true }).fill(values.sku);
  await row.getByLabel('Price (৳)').fill(values.price);
  await row.getByLabel('Stock', { exact: true }).fill(values.stock);
}

/**
 * Fills name, SKU and category of the new-product form: the staff specs' own category
 * (e2e/support/staff-products.ts), which no shopper spec counts or takes its pieces from.
 */
export async function fillBasics(page: Page, name: string, sku: string) {
  const basics = page.getByRole('group', { name: 'Basics' });
  await basics.getByLabel('Name', { exact: true }).fill(name);
  await basics.getByLabel('Product SKU').fill(sku);
  const category = page.getByRole('combobox', { name: 'Category' });
  const own = category.locator('option', { hasText: new RegExp(`^\\s*${staffCategory.name}$`) });
  await category.selectOption((await own.getAttribute('value'))!);
}

/** A portrait PNG of one colour, 4:5 as the store's own photos. */
export async function portraitPng(name: string, background: string) {
  const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
