import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { banglaValueNames } from '../../lib/seed/bangla-taxonomy';
import type { ProductPage, VariantLookup } from '../../lib/catalogue/products/types';
import { newShopper } from '../account/support/shopper';
import { findVariant } from '../cart/support';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { codeSentBy } from '../support/outbox';

// Issue 26, second pass: what a shopper bought reads in Bangla on Bangla pages, wherever it
// was put in the bag. A piece added on an English page shows its Bangla name and Bangla size
// on /bn/shop/cart and at checkout, the confirmation names her district in Bangla, and the
// search dialog's preview on /bn names pieces in Bangla. Labels are read from messages/.

type Messages = Record<string, unknown>;
const files: Record<string, Messages> = {};

/** A message by language, namespace and dotted key, e.g. message('bn', 'cart', 'summary.checkout'). */
function message(locale: 'en' | 'bn', namespace: string, key: string): string {
  files[`${locale}/${namespace}`] ??= JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8'),
  ) as Messages;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages)[part], files[`${locale}/${namespace}`]);
  if (typeof value !== 'string') throw new Error(`no message ${locale}/${namespace}.${key}`);
  return value;
}
const bn = (namespace: string, key: string) => message('bn', namespace, key);

const banglaDigits = '০১২৩৪৫৬৭৮৯';
const inBangla = (ascii: string) => ascii.replace(/[0-9]/g, (digit) => banglaDigits[+digit]!);

/** The piece's name as the catalogue API gives it to Bangla pages. */
async function banglaName(request: APIRequestContext, variantId: number): Promise<string> {
  const answer = await request.get(`/api/v1/product/variants?ids=${variantId}&locale=bn`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as VariantLookup[])[0]!.name;
}

/** Chooses each option the piece offers more than one of (its box shows the English text). */
async function choose(page: Page, values: string[], value: string) {
  if (new Set(values).size < 2) return;
  const radio = page.getByRole('radio', { name: value, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test('a piece added on an English page reads in Bangla in the Bangla cart, checkout and confirmation', async ({
  page,
  request,
}) => {
  const { product, variant } = await findVariant(
    request,
    (v, p) =>
      v.size === 'Free Size' &&
      v.stock >= 2 &&
      Boolean(banglaValueNames[v.colour]) &&
      !p.made_to_measure,
  );
  const name = await banglaName(request, variant.id);
  expect(name).not.toBe(product.name);
  const size = banglaValueNames['Free Size']!;
  const colour = banglaValueNames[variant.colour]!;
  const sizeColour = bn('cart', 'sizeColour').replace('{size}', size).replace('{colour}', colour);

  // In the bag from its English page.
  await page.goto(`/product/${product.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await choose(
    page,
    product.variants.map((v) => v.colour),
    variant.colour,
  );
  await page.getByRole('button', { name: message('en', 'product', 'purchase.addToCart') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The Bangla cart: her piece by its Bangla name, its size and colour in Bangla.
  await page.goto('/bn/shop/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(line).toContainText(sizeColour);
  await expect(line).not.toContainText(product.name);
  await expect(line).not.toContainText('Free Size');
  await expectFitsAndShoot(page, 'bangla-details-cart');

  // Checkout, in Bangla.
  await page.getByRole('link', { name: bn('cart', 'summary.checkout') }).click();
  await expect(page).toHaveURL(/\/bn\/checkout$/);
  const summary = page.getByTestId('summary-line');
  await expect(summary).toContainText(name);
  await expect(summary).toContainText(size);
  await expect(summary).not.toContainText('Free Size');
  const form = page.getByRole('form', { name: bn('checkout', 'formLabel') });
  const shopper = newShopper();
  await form.getByLabel(bn('checkout', 'contact.name')).fill('নাদিয়া ইসলাম');
  await form.getByLabel(bn('account', 'fields.phone')).fill(inBangla(shopper.phone));
  await form.getByLabel(bn('account', 'profile.address.divisionLabel')).selectOption('Dhaka');
  const district = form.getByLabel(bn('account', 'profile.address.district'));
  // The choice reads in Bangla; the value posted stays the English name.
  await expect(district.locator('option[value="Dhaka"]')).toHaveText('ঢাকা');
  await district.selectOption('Dhaka');
  await form.getByLabel(bn('account', 'profile.address.area')).fill('ধানমন্ডি');
  await form.getByLabel(bn('account', 'profile.address.line')).fill('বাড়ি ১২, রোড ৫');
  const code = await codeSentBy(request, shopper.phone, () =>
    form.getByRole('button', { name: bn('checkout', 'contact.sendCode') }).click(),
  );
  await form.getByLabel(bn('account', 'fields.code')).fill(inBangla(code));
  await expectFitsAndShoot(page, 'bangla-details-checkout');
  await form.getByRole('button', { name: bn('checkout', 'placeOrder') }).click();

  // The confirmation: the piece, its size and her district in Bangla.
  await expect(page).toHaveURL(/\/bn\/checkout\/confirmation\/[A-Z0-9-]+$/);
  const steps = page.getByRole('region', { name: bn('orders', 'next.heading') });
  await expect(steps).toContainText('ঢাকা জেলায়');
  await expect(steps).not.toContainText('Dhaka');
  const pieces = page.getByTestId('summary-line');
  await expect(pieces).toContainText(name);
  await expect(pieces).toContainText(size);
  const address = page.getByRole('main').locator('address');
  await expect(address).toContainText('ঢাকা');
  await expect(address).not.toContainText('Dhaka');
  await expectFitsAndShoot(page, 'bangla-details-confirmation');
});

test('the search dialog on a Bangla page previews pieces by their Bangla names', async ({
  page,
  request,
}) => {
  const words = 'লেহেঙ্গা';
  const ask = async (locale: string) =>
    (
      (await (
        await request.get(
          `/api/v1/product/all?keyward=${encodeURIComponent(words)}&page_size=6${locale}`,
        )
      ).json()) as ProductPage
    ).results;
  const [bangla, english] = [await ask('&locale=bn'), await ask('')];
  const named = bangla.find((piece) => /[\u0980-\u09ff]/.test(piece.name));
  expect(named, 'a lehenga with a Bangla name').toBeDefined();
  const englishName = english.find((piece) => piece.id === named!.id)!.name;

  await page.goto('/bn');
  await page
    .getByRole('button', { name: bn('search', 'open'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: bn('search', 'dialog') });
  await dialog.getByRole('searchbox').fill(words);
  const preview = dialog.getByRole('region', { name: bn('search', 'results') });
  await expect(preview.getByText(named!.name, { exact: true })).toBeVisible();
  await expect(preview).not.toContainText(englishName);
  await expectFitsAndShoot(page, 'bangla-details-search');
});
