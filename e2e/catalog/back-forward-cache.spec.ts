import { expect, test, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium';
import { findProduct } from './support';

// Playwright turns the back/forward cache off, and the headless shell the other specs use
// has none: this file drives the full browser and keeps the cache, as shoppers' browsers do.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumFlags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Opens `path`, leaves for another document, comes Back: was the same page restored? */
async function restoredOnBack(page: Page, path: string): Promise<boolean> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { stayedInMemory: true }));
  await page.goto('/robots.txt');
  // A restored page fires no load event: the commit is the end of the way back.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
  return page.evaluate(() => 'stayedInMemory' in window);
}

test('Back restores a catalogue page at once, and loads the cart page again @desktop-only', async ({
  page,
  request,
}) => {
  const newest = await findProduct(request, () => true);
  expect(await restoredOnBack(page, `/product/${newest.slug}`)).toBe(true);
  expect(await restoredOnBack(page, '/occasion/bridal')).toBe(true);
  // A shopper's own page is never kept by the browser (no-store).
  expect(await restoredOnBack(page, '/shop/cart')).toBe(false);
});
