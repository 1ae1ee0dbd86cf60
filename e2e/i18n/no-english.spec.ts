import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../account/support/fixtures';
import { findProduct, findVariant, formatBDT, lineOf, storeState } from '../cart/support';
import { createShopper, newShopper } from '../account/support/shopper';
import { madeToMeasurePiece } from '../catalog/pages/made-to-measure';
import { infoPageSlugs } from '../support/info-pages';
import { bn } from './bangla-words';
import {
  describeFindings,
  englishMatchers,
  findEnglish,
  readMessages,
  type PageText,
} from './english-strings';

// Issue 26, item 2: every shopper page under /bn answers in Bangla, names its English twin
// (and English as x-default) for Google, is canonical to itself, and shows no English
// interface string: no text, aria-label, title, placeholder or alt equal to a message of
// messages/en whose Bangla differs. Both widths: the phone's menus are pages of their own.

const messagesDir = path.join(process.cwd(), 'messages');
const matchers = englishMatchers(readMessages(messagesDir, 'en'), readMessages(messagesDir, 'bn'));

/** A Bangla search the catalogue answers (issue 26, item 5). */
const banglaQuery = 'লেহেঙ্গা';

/** `path` (English) on the Bangla side. */
const bangla = (englishPath: string) => (englishPath === '/' ? '/bn' : `/bn${englishPath}`);

/** A field's description that says `text`, beside any hint it has. */
const saying = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Every text the page carries, shown or ready to be shown (a closed drawer opens): each
 * element's words and each of its own text nodes, the attributes assistive technology and
 * browsers read out, and the page's title and description. Parts marked lang="en" (the
 * switch to English) are English on purpose.
 */
function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const texts: { text: string; where: string }[] = [];
    const attributes = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'title',
      'placeholder',
      'alt',
    ];
    const unread = 'script, style, noscript, template';
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const heading = element.closest('section, form, nav, dialog, header, footer, main');
      const within = heading && heading !== element ? ` in ${heading.tagName.toLowerCase()}` : '';
      return `${element.tagName.toLowerCase()}${id}${within}`;
    };
    const isEnglishOnPurpose = (element: Element) =>
      !(element.closest('[lang]')?.getAttribute('lang') ?? 'bn').startsWith('bn');
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(unread) || isEnglishOnPurpose(element)) continue;
      const words = element.textContent ?? '';
      if (words.trim() && words.length <= 400)
        texts.push({ text: words, where: describe(element) });
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          texts.push({ text: node.textContent, where: `text of ${describe(element)}` });
        }
      }
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push({ text: value, where: `[${name}] of ${describe(element)}` });
      }
      if (
        element instanceof HTMLInputElement &&
        ['submit', 'button', 'reset'].includes(element.type) &&
        element.value
      ) {
        texts.push({ text: element.value, where: `[value] of ${describe(element)}` });
      }
    }
    // "Page | Store": the page's own part is a message of its own.
    for (const part of document.title.split(' | ')) texts.push({ text: part, where: '<title>' });
    for (const meta of document.head.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
    )) {
      const content = meta.getAttribute('content');
      const name = meta.getAttribute('name') ?? meta.getAttribute('property');
      if (content) texts.push({ text: content, where: `<meta ${name}>` });
    }
    return texts;
  });
}

async function expectNoEnglish(page: Page) {
  const findings = findEnglish(await pageTexts(page), matchers);
  expect(findings, `English on ${page.url()}:\n${describeFindings(findings)}`).toEqual([]);
}

/** A <link> of the page's head: rel="canonical", or an alternate of one language. */
const headLink = (page: Page, hreflang?: string) =>
  page.locator(
    hreflang ? `head link[rel="alternate"][hreflang="${hreflang}"]` : 'head link[rel="canonical"]',
  );

/** The page's address without its query, percent-encoding settled, for comparing. */
const addressOf = (url: string) => decodeURIComponent(new URL(url).pathname);

/**
 * A Bangla page as a search engine reads it: lang="bn", canonical to itself, and (when
 * it is indexable) hreflang alternates en ↔ bn with English as x-default, which its
 * English twin returns.
 */
async function expectBanglaHead(page: Page, englishPath: string, indexable: boolean) {
  const origin = new URL(page.url()).origin;
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // The page has settled (networkidle): its metadata is in, or it has none.
  const canonicals = headLink(page);
  const canonical =
    (await canonicals.count()) > 0 ? await canonicals.first().getAttribute('href') : null;
  if (indexable || canonical !== null) {
    expect(canonical, 'a canonical link').not.toBeNull();
    expect(addressOf(new URL(canonical!, origin).href)).toBe(addressOf(page.url()));
  }
  if (!indexable) return;
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  // Next writes the home page's address as the bare origin.
  const english = englishPath === '/' ? origin : `${origin}${englishPath}`;
  const banglaUrl = `${origin}${bangla(englishPath)}`;
  await expect(headLink(page, 'en')).toHaveAttribute('href', english);
  await expect(headLink(page, 'bn')).toHaveAttribute('href', banglaUrl);
  await expect(headLink(page, 'x-default')).toHaveAttribute('href', english);
  // The English page names this one back, in English.
  await page.goto(englishPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(headLink(page)).toHaveAttribute('href', english);
  await expect(headLink(page, 'bn')).toHaveAttribute('href', banglaUrl);
  await expect(headLink(page, 'x-default')).toHaveAttribute('href', english);
}

/** Opens a Bangla page, waits for it to settle, and checks its status, words and head. */
async function checkBanglaPage(
  page: Page,
  englishPath: string,
  { indexable, status = 200 }: { indexable: boolean; status?: number },
) {
  const response = await page.goto(bangla(englishPath));
  expect(response?.status(), bangla(englishPath)).toBe(status);
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page);
  await expectBanglaHead(page, englishPath, indexable);
}

test.describe('no English left behind on the Bangla pages', () => {
  test('matchers come from the English messages', () => {
    expect(matchers.length).toBeGreaterThan(0);
  });

  const publicPages = [
    '/',
    '/shop',
    '/category/bridallehenga',
    '/occasion/bridal',
    ...infoPageSlugs.map((slug) => `/pages/${slug}`),
    '/Store-locator',
    '/fitting',
  ];
  for (const englishPath of publicPages) {
    test(`${bangla(englishPath)} is Bangla, with hreflang alternates`, async ({ page }) => {
      await checkBanglaPage(page, englishPath, { indexable: true });
    });
  }

  test('a product page is Bangla, prices in Bangla digits', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.min_price !== null);
    await checkBanglaPage(page, `/product/${product.slug}`, { indexable: true });
    await page.goto(bangla(`/product/${product.slug}`));
    await expect(page.locator('main')).toContainText(formatBDT(product.min_price!, 'bn'));
  });

  test('search results for a Bangla query, by address and by the search form', async ({ page }) => {
    await checkBanglaPage(page, `/search/${encodeURIComponent(banglaQuery)}`, {
      indexable: false,
    });
    const response = await page.goto(`/bn/search?q=${encodeURIComponent(banglaQuery)}`);
    expect(response?.status()).toBe(200);
    // The form's landing page sends the shopper on while it streams.
    await expect.poll(() => addressOf(page.url())).toBe(`/bn/search/${banglaQuery}`);
    await page.waitForLoadState('networkidle');
    await expectNoEnglish(page);
    await expectBanglaHead(page, `/search/${encodeURIComponent(banglaQuery)}`, false);
  });

  const personalPages = [
    '/shop/cart',
    '/wishlist',
    '/authentication/login',
    '/authentication/signup',
    '/authentication/forgot-password',
    '/track-order',
  ];
  for (const englishPath of personalPages) {
    test(`${bangla(englishPath)} is Bangla (empty, signed out)`, async ({ page }) => {
      await checkBanglaPage(page, englishPath, { indexable: false });
    });
  }

  for (const englishPath of ['/shop/cart', '/checkout']) {
    test(`${bangla(englishPath)} with a piece is Bangla`, async ({ page, request }) => {
      const { product, variant } = await findVariant(
        request,
        (v, p) => v.stock >= 2 && !p.made_to_measure,
      );
      await storeState(page, { addtocartlist: [lineOf(product, variant)] }, bangla(englishPath));
      await expect(page.locator('main')).toContainText(formatBDT(variant.price, 'bn'));
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page);
      await expectBanglaHead(page, englishPath, false);
    });
  }

  test("a signed-in shopper's account pages are Bangla", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    for (const englishPath of ['/account/Profile', '/account/orders', '/account/wishlist']) {
      await checkBanglaPage(page, englishPath, { indexable: false });
    }
  });

  test('a product page’s care, size guide figures and WhatsApp question are Bangla', async ({
    page,
  }) => {
    await page.goto(bangla(`/product/${madeToMeasurePiece.slug}`));
    const care = page
      .locator('dt', { hasText: bn('product', 'details.care') })
      .locator('xpath=following-sibling::dd[1]');
    await expect(care).toHaveText(/^[^A-Za-z]*[\u0980-\u09ff][^A-Za-z]*$/);
    const whatsapp = await page
      .locator('section[aria-labelledby="ask-about-piece"] a[href*="wa.me"]')
      .getAttribute('href');
    expect(new URL(whatsapp!).searchParams.get('text')).toMatch(/^হ্যালো! আমি [^A-Za-z]+ সম্পর্কে/);
    await page.getByRole('button', { name: bn('fit', 'sizeGuide'), exact: true }).click();
    const table = page.getByRole('dialog').getByRole('table');
    await expect(table).toContainText(/[০-৯]/);
    await expect(table).not.toContainText(/[0-9]/);
  });

  test('the FAQ gives the atelier’s address in Bangla', async ({ page }) => {
    await page.goto(bangla('/pages/faq'));
    const main = page.locator('main');
    await expect(main).toContainText('বাড়ি ৪২, রোড ১১, বনানী');
    await expect(main).not.toContainText('House 42');
  });

  test('a taken e-mail, a wrong discount code and a wrong tracking code are said in Bangla', async ({
    page,
    request,
  }) => {
    const existing = await createShopper(request);
    const shopper = { ...newShopper(), email: existing.email };
    await page.goto(bangla('/authentication/signup'));
    const signUp = page.getByRole('form', { name: bn('account', 'forms.createAccount') });
    await signUp.getByLabel(bn('account', 'fields.fullName')).fill('আয়েশা রহমান');
    await signUp.getByLabel(bn('account', 'fields.email')).fill(shopper.email);
    await signUp.getByLabel(bn('account', 'fields.phone')).fill(shopper.phone);
    await signUp
      .getByLabel(bn('account', 'fields.password'), { exact: true })
      .fill(shopper.password);
    await signUp.getByLabel(bn('account', 'fields.confirmPassword')).fill(shopper.password);
    await signUp.getByRole('button', { name: bn('account', 'forms.createAccount') }).click();
    await expect(signUp.getByLabel(bn('account', 'fields.email'))).toHaveAccessibleDescription(
      saying(bn('account', 'failures.email_taken')),
    );

    const { product, variant } = await findVariant(
      request,
      (v, p) => v.stock >= 2 && !p.made_to_measure,
    );
    await storeState(page, { addtocartlist: [lineOf(product, variant)] }, bangla('/checkout'));
    const code = page.getByLabel(bn('checkout', 'discount.label'));
    await code.fill('NO-SUCH-CODE');
    await code.press('Enter');
    await expect(code).toHaveAccessibleDescription(
      saying(bn('orders', 'discountRefusals.unavailable')),
    );

    await page.goto(bangla('/track-order'));
    const track = page.getByRole('form', { name: bn('orders', 'track.formLabel') });
    await track.getByLabel(bn('orders', 'track.number')).fill('NJ-000000-00000');
    await track.getByLabel(bn('orders', 'track.phone')).fill(newShopper().phone);
    await track.getByRole('button', { name: bn('orders', 'track.sendCode') }).click();
    const otp = track.getByLabel(bn('account', 'fields.code'));
    await otp.fill('123456');
    await track.getByRole('button', { name: bn('orders', 'track.see') }).click();
    await expect(otp).toHaveAccessibleDescription(saying(bn('orders', 'failures.invalid_code')));
  });

  test('a missing page is a Bangla 404', async ({ page }) => {
    await checkBanglaPage(page, '/no-such-page-anywhere', { indexable: false, status: 404 });
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  });
});
