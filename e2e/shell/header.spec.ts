import { expect, test } from '@playwright/test';

const topNavigation = [
  ['BRIDAL', '/occasion/bridal'],
  ['PARTY', '/occasion/party'],
  ['DESIGNER WEAR', '/occasion/designer_wear'],
  ['SHOP', '/shop'],
  ['FIND US', '/Store-locator'],
];

test('the header shows the top navigation and the signed-out links @desktop-only', async ({
  page,
}) => {
  await page.goto('/pages/about-us');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of topNavigation) {
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href!,
    );
  }
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
    'href',
    '/authentication/login',
  );
  await expect(header.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute(
    'href',
    '/authentication/signup',
  );
  await header.getByRole('link', { name: /home/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('header links are prefetched on intent, not at load @desktop-only', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/pages/about-us');
  // Hydrated: the stored cart has been read.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  // Settled: nothing has been fetched for a while, so a prefetch at load would have gone out.
  await page.waitForLoadState('networkidle');
  for (const path of ['/', '/shop/cart', ...topNavigation.map(([, href]) => href!)]) {
    expect(prefetched, `${path} was prefetched at load`).not.toContain(path);
  }
  const main = page.getByRole('navigation', { name: 'Main' });
  const prefetch = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/occasion/party' &&
      new URL(request.url()).searchParams.has('_rsc'),
  );
  await main.getByRole('link', { name: 'PARTY', exact: true }).hover();
  await prefetch;
});

test('the home page prefetches none of its links at load, only on intent @desktop-only', async ({
  page,
}) => {
  // The banner's, the occasions' and the rows' links are in view at load: prefetched then,
  // each brought its page's payload and scripts into the home page's start.
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);
  const occasions = page.getByRole('region', { name: 'Dressed for every celebration' });
  const tile = occasions.getByRole('link').first();
  const href = await tile.getAttribute('href');
  const prefetch = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === href && new URL(request.url()).searchParams.has('_rsc'),
  );
  await tile.hover();
  await prefetch;
});

test('the cart badge shows the stored count once it is read @responsive', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test(
  'a saved piece is said in a toast and counted by the header heart, which leads to the wishlist',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/category/lehenga');
    const heart = page.getByTestId('site-header').getByRole('link', { name: /^Wishlist/ });
    await expect(heart).toHaveAccessibleName('Wishlist, empty');
    await expect(heart).toHaveAttribute('href', '/wishlist');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Wishlist' }),
    ).toHaveAttribute('href', '/wishlist');

    const cards = page.getByRole('article');
    const firstName = (await cards.first().getByRole('heading').textContent())!.trim();
    const save = cards.first().getByRole('button', { name: 'Add to wishlist' });
    await save.click();
    const toast = page.getByTestId('saved-toast');
    await expect(toast).toContainText(`${firstName} is saved to your wishlist.`);
    await expect(page.getByTestId('saved-toast-region')).toHaveAttribute('aria-live', 'polite');
    // The toast speaks; the heart keeps the focus.
    await expect(cards.first().getByRole('button', { name: 'Remove from wishlist' })).toBeFocused();
    await expect(heart).toHaveAccessibleName('Wishlist, 1 piece');
    await expect(page.getByTestId('wishlist-count').locator('visible=true')).toHaveText('1');
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);

    await cards.nth(1).getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(heart).toHaveAccessibleName('Wishlist, 2 pieces');
    await toast.getByRole('link', { name: 'View wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expect(toast).toHaveCount(0);
  },
);

test('the page is complete HTML before any script runs @desktop-only', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    'Lehenga',
    'Party Lehenga',
    'New arrivals',
    'All rights reserved',
    'SIGN IN',
  ]) {
    expect(html).toContain(text);
  }
  expect(html.match(/href="\/product\/[^"]+"/g)?.length ?? 0).toBeGreaterThan(8);
});
