import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../account/support/fixtures';
import { findProduct, findVariant, formatBDT, lineOf, storeState } from '../cart/support';
import { infoPageSlugs } from '../support/info-pages';
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

  test('a missing page is a Bangla 404', async ({ page }) => {
    await checkBanglaPage(page, '/no-such-page-anywhere', { indexable: false, status: 404 });
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  });
});
