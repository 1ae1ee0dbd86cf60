import { expect, test, type APIRequestContext } from '@playwright/test';
import { ListingPage } from './pages/listing-page';
import { apiListing, consoleErrors, pageFetches, unusedImagePreloads } from './support';
import { expectNotFoundPage } from '../support/not-found';

const names = (page: { results: { name: string }[] }) => page.results.map((p) => p.name);

/**
 * The grid shows the API's pieces for `query`, the page and the API read again together (the
 * page reloaded) until they agree: /shop holds the staff specs' pieces too, which they publish
 * and archive beside this spec, and one landing between the two reads moves the pages.
 */
async function expectGridAsApi(listing: ListingPage, request: APIRequestContext, query: string) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await listing.page.reload();
    await listing.waitForSettled();
    expect(await listing.productNames()).toEqual(names(await apiListing(request, query)));
  }).toPass({ timeout: 20_000 });
}

test.describe('listing filters, sorting and pages', () => {
  test('ticking a size narrows the listing, the URL says so, the API agrees, and a reload keeps it @responsive', async ({
    page,
    request,
  }) => {
    const listing = new ListingPage(page);
    await listing.goto('/category/lehenga');
    const all = await apiListing(request, 'parentCategory=lehenga');
    await expect(listing.count).toHaveText(`${all.count} pieces`);
    expect(await listing.productNames()).toEqual(names(all));

    await (await listing.option('Size', 'XXL')).check();
    await listing.applyFilters();
    await expect(page).toHaveURL(/\/category\/lehenga\/filter\?attribute=size-xxl$/);
    await listing.waitForSettled();
    const xxl = await apiListing(request, 'parentCategory=lehenga&attribute=size-xxl');
    expect(xxl.count).toBeLessThan(all.count);
    await expect(listing.count).toHaveText(`${xxl.count} pieces`);
    expect(await listing.productNames()).toEqual(names(xxl));

    await page.reload();
    await expect(listing.count).toHaveText(`${xxl.count} pieces`);
    expect(await listing.productNames()).toEqual(names(xxl));
    await expect(await listing.option('Size', 'XXL')).toBeChecked();
  });

  test('a price range and a sub-category combine with the other filters', async ({
    page,
    request,
  }) => {
    const listing = new ListingPage(page);
    await listing.goto('/occasion/bridal');
    // Typed before the page is live, Enter submits the plain form, with its empty fields.
    await listing.waitForHydration();
    const from = (await listing.group('Price')).getByLabel('From (BDT)');
    await from.fill('100000');
    await from.press('Enter');
    await expect(page).toHaveURL(/\/occasion\/bridal\/filter\?lowrange=100000$/);
    await (await listing.option('Category', 'Bridal Gown')).check();
    await listing.applyFilters();
    await expect(page).toHaveURL(/\?parentCategory=bridalgown&lowrange=100000$/);
    await listing.waitForSettled();
    const expected = await apiListing(request, 'parentCategory=bridalgown&lowrange=100000');
    await expect(listing.count).toHaveText(`${expected.count} pieces`);
    expect(await listing.productNames()).toEqual(names(expected));

    // Each filter in use is a link that removes it.
    await page.getByRole('link', { name: 'Remove filter: Bridal Gown' }).click();
    await expect(page).toHaveURL(/\/occasion\/bridal\/filter\?lowrange=100000$/);
  });

  test('a link shared on social media is the same page, and still filters', async ({
    page,
    request,
  }) => {
    const shared = '/category/lehenga?attribute=size-m&utm_source=facebook&fbclid=IwAR0e2e';
    const errors = consoleErrors(page);
    // The page names itself without the click's tracking parameters, for search engines.
    const fromFeed = await (await request.get(shared.replace('IwAR0e2e', 'IwAR0other'))).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(fromFeed)?.[1];
    expect(canonical).toMatch(/\/category\/lehenga$/);
    const listing = new ListingPage(page);
    // A narrowed listing lives at /filter: the prerendered page sends the link there.
    await page.goto(shared, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(shared.replace('lehenga?', 'lehenga/filter?'));
    const sizeM = await apiListing(request, 'parentCategory=lehenga&attribute=size-m');
    await expect(listing.count).toHaveText(`${sizeM.count} pieces`);
    expect(errors).toEqual([]);

    await listing.chooseSort('Price: low to high', /\/category\/lehenga\/filter\?.*ordering=price/);
    await listing.waitForSettled();
    expect(await listing.productNames()).toEqual(
      names(await apiListing(request, 'parentCategory=lehenga&attribute=size-m&ordering=price')),
    );
  });

  test('sorting by price orders the grid as the API does', async ({ page, request }) => {
    const listing = new ListingPage(page);
    await listing.goto('/shop');
    await page.waitForLoadState('networkidle');
    const fetched = pageFetches(page);
    await listing.chooseSort('Price: low to high', /\/shop\/filter\?ordering=price$/);
    await listing.waitForSettled();
    // The sorted listing alone: its cards and page links fetch their pages on intent.
    expect(await unusedImagePreloads(page)).toEqual([]);
    expect(fetched.filter((path) => path !== '/shop/filter')).toEqual([]);
    await expectGridAsApi(listing, request, 'ordering=price');

    await listing.sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\/shop\/filter\?ordering=-price$/);
    await expectGridAsApi(listing, request, 'ordering=-price');
  });

  test('pages are real links, keep the filters, and end in the not-found page past the last', async ({
    page,
    request,
  }) => {
    const listing = new ListingPage(page);
    await listing.goto('/shop/filter?ordering=price');
    const two = listing.pagination.getByRole('link', { name: 'Page 2', exact: true });
    await expect(two).toHaveAttribute('href', '/shop/filter?ordering=price&page=2');
    await two.click();
    await expect(page).toHaveURL(/\/shop\/filter\?ordering=price&page=2$/);
    await expectGridAsApi(listing, request, 'ordering=price&page=2');
    await expect(listing.pagination.locator('[aria-current="page"]')).toHaveText('Page 2');
    await listing.pagination.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/shop\/filter\?ordering=price$/);

    // The count and the pages around the last read again together until they agree: a staff
    // spec's piece published or archived between them can add or take away a page.
    await expect(async () => {
      const { count } = await apiListing(request, '');
      const last = Math.ceil(count / 12);
      expect((await page.goto(`/shop/filter?page=${last}`))?.status()).toBe(200);
      await page.goto(`/shop/filter?page=${last + 1}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This piece is no longer on the rail' }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expectNotFoundPage(page);
    await expect(listing.grid).toHaveCount(0);
  });

  test('filters that match nothing get a way back', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.goto('/category/saree/filter?lowrange=9000000');
    await expect(
      page.getByRole('heading', { name: /No saree matches these filters/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/category\/saree$/);
    await expect(listing.count).not.toHaveText('0 pieces');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a plain form that still filters @responsive', async ({ page, request }) => {
    const listing = new ListingPage(page);
    await listing.goto('/category/gown');
    await (await listing.option('Size', 'XS')).check();
    await (await listing.option('Size', 'XXL')).check();
    await listing.filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/attribute=size-xs&attribute=size-xxl/);
    const expected = await apiListing(request, 'parentCategory=gown&attribute=size-xs,size-xxl');
    await expect(listing.count).toHaveText(`${expected.count} pieces`);
    expect(await listing.productNames()).toEqual(names(expected));
  });
});
