import { expect, test } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { findVariant, formatBDT } from '../cart/support';
import { seriousViolations } from '../catalog/support';
import { newShopper } from '../account/support/shopper';
import { codeSentBy, messagesFor } from '../support/outbox';
import { bn, inBangla } from './bangla-words';

// Issue 26, "must show": a shopper browses in Bangla, searches in Bangla, checks out as a
// guest with her number typed in Bangla digits, and gets her SMS in Bangla. Every label is
// read from messages/bn, so the spec follows the words the shopper sees.

test('a shopper browses, searches in Bangla, checks out and gets her SMS in Bangla @responsive', async ({
  page,
  request,
}) => {
  // Browsing: the home page and the shop, in Bangla.
  await page.goto('/bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/bn/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('main')).toContainText(/৳ [০-৯]/);

  // Searching in Bangla finds the lehengas, and the results stay in Bangla.
  await page
    .getByRole('button', { name: bn('search', 'open'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: bn('search', 'dialog') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill('লেহেঙ্গা');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/bn\/search\/%E0%A6%B2/);
  const results = page.locator('main').getByRole('link', { name: /লেহেঙ্গা/ });
  await expect(results.first()).toBeVisible();
  await expectFitsAndShoot(page, 'bangla-search');

  // A piece with one variant, in her bag from its Bangla page.
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 2 && p.variants.length === 1,
  );
  await page.goto(`/bn/product/${product.slug}`);
  await expect(page.getByTestId('product-price')).toHaveText(formatBDT(variant.price, 'bn'));
  await expect(page.getByTestId('cart-count')).not.toHaveText('');
  await page.getByRole('button', { name: bn('product', 'purchase.addToCart') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('১');
  await expectFitsAndShoot(page, 'bangla-product-added');

  await page.goto('/bn/shop/cart');
  await page.getByRole('link', { name: bn('cart', 'summary.checkout') }).click();
  await expect(page).toHaveURL(/\/bn\/checkout$/);

  // The checkout in Bangla, her number typed in Bangla digits.
  const form = page.getByRole('form', { name: bn('checkout', 'formLabel') });
  const shopper = newShopper();
  await form.getByLabel(bn('checkout', 'contact.name')).fill('আয়েশা রহমান');
  await form.getByLabel(bn('account', 'fields.phone')).fill(inBangla(shopper.phone));
  await form.getByLabel(bn('account', 'profile.address.divisionLabel')).selectOption('Dhaka');
  await form.getByLabel(bn('account', 'profile.address.district')).selectOption('Dhaka');
  await form.getByLabel(bn('account', 'profile.address.area')).fill('গুলশান');
  await form.getByLabel(bn('account', 'profile.address.line')).fill('বাড়ি ৭, রোড ৩');
  const total = formatBDT(variant.price + 80, 'bn');
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  const code = await codeSentBy(request, shopper.phone, () =>
    form.getByRole('button', { name: bn('checkout', 'contact.sendCode') }).click(),
  );
  // The code SMS is Bangla too.
  expect((await messagesFor(request, shopper.phone))[0]!.body).toMatch(/[\u0980-\u09ff]/);
  await form.getByLabel(bn('account', 'fields.code')).fill(inBangla(code));
  await expectFitsAndShoot(page, 'bangla-checkout');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: bn('checkout', 'placeOrder') }).click();

  // The confirmation, in Bangla.
  await expect(page).toHaveURL(/\/bn\/checkout\/confirmation\/[A-Z0-9-]+$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: bn('orders', 'confirmation.thanks').replace('{name}', 'আয়েশা'),
    }),
  ).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  await expectFitsAndShoot(page, 'bangla-confirmation');

  // Her SMS: the order placed, in Bangla, with the total in Bangla digits.
  await expect
    .poll(
      async () =>
        (await messagesFor(request, shopper.phone)).find((message) => message.body.includes(number))
          ?.body ?? '',
    )
    .toContain(total.replace('৳ ', ''));
  const placed = (await messagesFor(request, shopper.phone)).find((message) =>
    message.body.includes(number),
  )!;
  expect(placed.body).toMatch(/[\u0980-\u09ff]{3}/);
  expect(placed.body).not.toMatch(/\b(?:order|placed|thank)/i);
});
