import { expect, test } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { ListingPage } from './pages/listing-page';
import { apiListing } from './support';

// Issue 25, item 7: on a phone the filters are a drawer that says how many pieces its
// choices match; at every width a skip link leads past the filters to the products.

test('on a phone the filters are a drawer: focus kept inside, Escape closes, Show N results applies @phone-only', async ({
  page,
  request,
}) => {
  const listing = new ListingPage(page);
  await listing.goto('/category/lehenga');
  await listing.waitForHydration();
  const all = await apiListing(request, 'parentCategory=lehenga');
  const opener = page.getByRole('button', { name: /^Filters/ });

  await opener.click();
  await expect(listing.drawer).toBeVisible();
  await expect(listing.showResults).toHaveText(`Show ${all.count} results`);
  // Tab goes round the drawer, never to the page behind it.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await listing.drawer.evaluate((node) => node.contains(document.activeElement));
    expect(inside, `focus left the drawer after ${step + 1} Tabs`).toBe(true);
  }
  // A choice in the drawer is counted at once, and waits for "Show".
  const xxl = await apiListing(request, 'parentCategory=lehenga&attribute=size-xxl');
  expect(xxl.count).toBeLessThan(all.count);
  await (await listing.option('Size', 'XXL')).check();
  await expect(listing.showResults).toHaveText(
    `Show ${xxl.count} ${xxl.count === 1 ? 'result' : 'results'}`,
  );
  await expect(page).toHaveURL(/\/category\/lehenga$/);
  await expectFitsAndShoot(page, 'filter-drawer');

  // Escape closes it without applying, and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(listing.drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/category\/lehenga$/);
  await expect(listing.count).toHaveText(`${all.count} pieces`);

  await opener.click();
  await expect(await listing.option('Size', 'XXL')).not.toBeChecked();
  await (await listing.option('Size', 'XXL')).check();
  await expect(listing.showResults).toHaveText(
    `Show ${xxl.count} ${xxl.count === 1 ? 'result' : 'results'}`,
  );
  await listing.showResults.click();
  await expect(listing.drawer).toBeHidden();
  await expect(page).toHaveURL(/\/category\/lehenga\/filter\?attribute=size-xxl$/);
  await listing.waitForSettled();
  await expect(listing.count).toHaveText(`${xxl.count} pieces`);
  expect(await listing.productNames()).toEqual(xxl.results.map((p) => p.name));
});

test('an occasion counts its own pieces in the drawer @phone-only', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/occasion/bridal');
  await listing.waitForHydration();
  const price = await listing.group('Price');
  await price.getByLabel('From (BDT)').fill('100000');
  await price.getByLabel('To (BDT)').fill('300000');
  // The page itself answers how many: open it beside and read its count.
  const beside = await page.context().newPage();
  const check = new ListingPage(beside);
  await check.goto('/occasion/bridal/filter?lowrange=100000&heighrange=300000');
  const expected = (await check.count.textContent())!.replace(/ pieces?$/, '');
  await beside.close();
  await expect(listing.showResults).toHaveText(new RegExp(`^Show ${expected} results?$`));
  await listing.showResults.click();
  await expect(page).toHaveURL(/\/occasion\/bridal\/filter\?lowrange=100000&heighrange=300000$/);
  await expect(listing.count).toHaveText(new RegExp(`^${expected} pieces?$`));
});

test('"Skip to products" comes before the filters and leads to the first piece @responsive', async ({
  page,
}) => {
  const listing = new ListingPage(page);
  await listing.goto('/category/lehenga');
  const skip = page.getByRole('link', { name: 'Skip to products' });
  const firstCard = listing.grid.getByRole('link').first();
  // It comes before every filter, in the order Tab follows.
  const before = await skip.evaluate((link) => {
    const filters = document.querySelector('form[data-listing-form]');
    return Boolean(
      filters && link.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(before).toBe(true);
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(firstCard).toBeFocused();
});
