import { expect, test, type Page } from '@playwright/test';
import { findVariant } from '../cart/support';
import { ProductPage } from '../catalog/pages/product-page';
import { placeCodOrder, signedInShopper } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

/** The orders a row of one of the dashboard's source tables counts; 0 when it has no row. */
async function ordersIn(page: Page, table: string, row: RegExp): Promise<number> {
  const cells = page
    .locator(`#${table} tbody tr`)
    .filter({ has: page.getByRole('rowheader', { name: row }) })
    .getByRole('cell');
  if ((await cells.count()) === 0) return 0;
  return Number(((await cells.first().textContent()) ?? '').replace(/\D/g, ''));
}

const staffRow = /^Demo Owner$/;
const facebookRow = /^facebook\s*social$/;

test('a piece shared from /admin with the staff code leads, in a fresh browser, to an order the dashboard counts for that staff member and source', async ({
  page,
  browser,
}) => {
  const { product } = await findVariant(
    page.request,
    (v, p) => v.stock >= 3 && p.variants.length === 1,
  );

  const link =
    await test.step('the product page’s Share gives a Facebook link with the code', async () => {
      await page.goto(`/admin/products/${product.id}`);
      await page.getByText('Share', { exact: true }).click();
      const field = page.getByRole('textbox', { name: 'Facebook link' });
      await expect(field).toHaveValue(
        new RegExp(
          `/product/${product.slug}\\?utm_source=facebook&utm_medium=social&s=[a-z2-9]{8}$`,
        ),
      );
      await expect(page.getByRole('textbox', { name: 'Instagram link' })).toHaveValue(
        /utm_source=instagram&utm_medium=social&s=/,
      );
      await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=.*utm_source%3Dwhatsapp/,
      );
      return field.inputValue();
    });

  await test.step('signed in as staff, the public product page offers the same links', async () => {
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('textbox', { name: 'Facebook link' })).toHaveValue(link);
  });

  await page.goto('/admin?days=7');
  await expect(page.getByRole('heading', { name: 'Where orders came from' })).toBeVisible();
  const before = {
    staff: await ordersIn(page, 'orders-by-staff', staffRow),
    source: await ordersIn(page, 'orders-by-source', facebookRow),
  };

  // The member tags the link with a campaign of this run's own, which no other order has.
  const campaign = `share-${Date.now().toString(36)}`;
  await test.step('a shopper opens the link in a browser of her own and orders', async () => {
    const { context, page: shopperPage, shopper } = await signedInShopper(browser);
    await shopperPage.goto(`${link}&utm_campaign=${campaign}`);
    const view = new ProductPage(shopperPage);
    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');
    // A shopper is offered no share links of her own.
    await expect(shopperPage.getByRole('textbox', { name: 'Facebook link' })).toHaveCount(0);
    await placeCodOrder(shopperPage, shopper);
    await context.close();
  });

  await test.step('the dashboard counts it for the staff member and for facebook / social', async () => {
    await page.reload();
    expect(await ordersIn(page, 'orders-by-campaign', new RegExp(`^${campaign}$`))).toBe(1);
    // Other specs may add orders of their own (the owner keys in phone orders), never take away.
    expect(await ordersIn(page, 'orders-by-staff', staffRow)).toBeGreaterThanOrEqual(
      before.staff + 1,
    );
    expect(await ordersIn(page, 'orders-by-source', facebookRow)).toBeGreaterThanOrEqual(
      before.source + 1,
    );
    await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
