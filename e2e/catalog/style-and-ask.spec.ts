import { expect, test } from '@playwright/test';
import type { StyleColour } from '../../lib/catalogue/products/types';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { bn } from '../i18n/bangla-words';
import { screenshotWhenAsked } from '../support/screens';
import { apiProduct } from './support';

// A demo style group of the seed (lib/seed/seed-styles.ts): three bridal lehengas.
const grouped = 'champagne-cut-dana-velvet-couture-bridal-lehenga';
const groupCategory = 'bridal-lehenga';

/** A swatch's accessible name, as components/catalog/style-swatch.tsx gives it. */
const labelOf = (piece: StyleColour) =>
  piece.colour ? `${piece.colour}: ${piece.name}` : piece.name;

test('the product page’s colours link to the other pieces of its style', async ({
  page,
  request,
}) => {
  const product = await apiProduct(request, grouped);
  const current = product.colours.find((piece) => piece.current)!;
  const sibling = product.colours.find((piece) => !piece.current)!;
  expect(product.colours.length).toBeGreaterThanOrEqual(2);

  await page.goto(`/product/${grouped}`);
  const colours = page.getByRole('navigation', { name: /^Colour/ });
  await expect(colours.getByRole('link')).toHaveCount(product.colours.length);
  await expect(colours.getByRole('link', { name: labelOf(current), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await colours.scrollIntoViewIfNeeded();
  await expectFitsAndShoot(page, 'product-swatches');

  await colours.getByRole('link', { name: labelOf(sibling), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${sibling.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sibling.name);
  await expect(
    page
      .getByRole('navigation', { name: /^Colour/ })
      .getByRole('link', { name: labelOf(sibling), exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a card’s colour swatches are links of their own to the other pieces', async ({
  page,
  request,
}) => {
  const product = await apiProduct(request, grouped);
  const sibling = product.colours.find((piece) => !piece.current)!;
  await page.goto(`/category/${groupCategory}`);
  const swatches = page.getByRole('list', { name: `Colours of ${product.name}`, exact: true });
  await expect(swatches.getByRole('link')).toHaveCount(product.colours.length);
  // Beside the card's own link, never inside it.
  await expect(page.locator('a a')).toHaveCount(0);
  await swatches.getByRole('link', { name: labelOf(sibling), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${sibling.slug}$`));
});

test('Ask about this piece: WhatsApp with the piece’s name and link, and the phone', async ({
  page,
  request,
}) => {
  const product = await apiProduct(request, grouped);
  await page.goto(`/product/${grouped}`);
  const ask = page.getByRole('region', { name: 'Ask about this piece' });
  const whatsapp = new URL(
    (await ask.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href'))!,
  );
  expect(whatsapp.hostname).toBe('wa.me');
  expect(whatsapp.pathname).toMatch(/^\/\d{8,15}$/);
  const text = whatsapp.searchParams.get('text')!;
  expect(text).toContain(product.name);
  expect(text).toContain(new URL(`/product/${grouped}`, page.url()).href);
  await expect(ask.getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    /^tel:\+?\d{8,15}$/,
  );
});

for (const { locale, prefix, title, message } of [
  {
    locale: 'en',
    prefix: '',
    title: 'Ask about this piece',
    message: (name: string) => `Hello! I would like to ask about ${name}: `,
  },
  {
    locale: 'bn',
    prefix: '/bn',
    title: bn('product', 'ask.title'),
    message: (name: string) => `হ্যালো! আমি ${name} সম্পর্কে জানতে চাই: `,
  },
]) {
  test(`Ask about this piece (${locale}): chats open on the piece, in a new tab @responsive`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/product/${grouped}`);
    // The piece's name as the page shows it, in its language.
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const ask = page.getByRole('region', { name: title });
    const whatsapp = ask.getByRole('link', { name: /^WhatsApp/ });
    const messenger = ask.getByRole('link', { name: /^Messenger/ });
    // The contacts settings' defaults (lib/content/settings/defaults.ts), which no spec changes.
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/8801711000000?text=${encodeURIComponent(
        `${message(name)}${new URL(`${prefix}/product/${grouped}`, page.url()).href}`,
      )}`,
    );
    await expect(messenger).toHaveAttribute(
      'href',
      `https://m.me/noorejahan.bd?ref=product-${grouped}`,
    );
    for (const link of [whatsapp, messenger]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(link).toHaveAccessibleName(/\(.+\)$/);
    }
    await ask.scrollIntoViewIfNeeded();
    await screenshotWhenAsked(page, {
      path: `test-results/screens/ask-${locale}-${page.viewportSize()!.width}.png`,
      clip: (await ask.boundingBox())!,
    });
  });
}

test('the footer names only the payment methods the store takes', async ({ page }) => {
  // The e2e store has the (mock) SSLCommerz gateway configured: cards and wallets too.
  await page.goto('/');
  const methods = page.getByRole('contentinfo').getByRole('list', { name: 'We accept' });
  await expect(methods.getByRole('listitem')).toHaveCount(7);
  for (const name of [
    'Cash on delivery',
    'Visa',
    'Mastercard',
    'American Express',
    'bKash',
    'Nagad',
    'Rocket',
  ])
    await expect(methods).toContainText(name);
  await expect(page.getByRole('contentinfo').getByRole('img', { name: /SSLCommerz/ })).toHaveCount(
    0,
  );
});
