import { expect, test, type APIRequestContext } from '@playwright/test';
import { createShopper } from '../account/support/shopper';
import { apiListing, apiProduct, formatBDT, seriousViolations } from '../catalog/support';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

/**
 * A piece of one size with a few in stock, from the far end of the newest products (the
 * shopper specs take theirs from its start, the stock spec pieces of several sizes):
 * desktop and phone each take their own, as both run at once.
 */
async function pieceToSell(request: APIRequestContext, nth: number) {
  const { results } = await apiListing(request, 'page_size=60');
  let seen = 0;
  for (const { slug } of results.reverse()) {
    const product = await apiProduct(request, slug);
    const [variant] = product.variants;
    if (product.variants.length !== 1 || !variant || variant.stock < 2) continue;
    if (seen === nth) return { product, variant };
    seen += 1;
  }
  throw new Error('no piece of one size in stock to sell');
}

test('staff take a phone order: the customer found by phone, a piece, COD, the server’s total, placed @responsive', async ({
  page,
  playwright,
}, testInfo) => {
  // The customer signs up in a browser of their own, not the owner's.
  const own = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const shopper = await createShopper(own);
  await own.dispose();
  const { product, variant } = await pieceToSell(
    page.request,
    testInfo.project.name.endsWith('phone') ? 1 : 0,
  );

  await page.goto('/admin/orders/new');
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New order' });

  await test.step('find the customer by phone and take their details', async () => {
    const finder = page.getByRole('search', { name: 'Find a customer' });
    await finder.getByLabel('Phone, e-mail or name').fill(`+88${shopper.phone}`);
    await finder.getByRole('button', { name: 'Find' }).click();
    const found = page.getByRole('list', { name: 'Customers found' });
    await expect(found.getByRole('listitem')).toHaveCount(1);
    await expect(found).toContainText('proven');
    await found.getByRole('link', { name: `Use ${shopper.name}` }).click();
    await expect(page.getByText(`Taking an order for ${shopper.name}`)).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(shopper.name);
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(
      shopper.phone,
    );
  });

  await test.step('add the piece, found by its SKU with its stock', async () => {
    const picker = form.getByRole('search', { name: 'Find pieces' });
    await picker.getByLabel('Piece name or SKU').fill(variant.sku);
    await picker.getByRole('button', { name: 'Find pieces' }).click();
    await expect(picker).toContainText(`${variant.stock} in stock`);
    await picker.getByRole('button', { name: `Add ${variant.size} of ${product.name}` }).click();
    const lines = form.getByRole('list', { name: 'Pieces on the order' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText(product.name);
  });

  await test.step('deliver inside Dhaka and pay cash on delivery', async () => {
    await form.getByLabel('Division').selectOption('Dhaka');
    await form.getByLabel('District').selectOption('Dhaka');
    await form.getByLabel('Area or thana').fill('Banani');
    await form.getByLabel('House, road and block').fill('House 42, Road 11');
    await expect(form.getByText('Inside Dhaka', { exact: true })).toBeVisible();
    await form.getByText('Cash on delivery', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  let total = '';
  await test.step('see the total the server works out', async () => {
    const summary = form.getByRole('group', { name: 'Order total' });
    await expect(summary.getByRole('definition').first()).toHaveText(formatBDT(variant.price));
    await expect(summary.getByRole('definition').last()).toHaveText(/৳/);
    total = (await summary.getByRole('definition').last().textContent())!;
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('place the order and land on its page', async () => {
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/NJ-\d{6}-\d{5}$/);
  });
  const number = new URL(page.url()).pathname.split('/').pop()!;

  await test.step('the customer’s page lists it, confirmed, at that total', async () => {
    await page.goto(`/admin/customers/${shopper.phone}`);
    await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
    const order = page
      .getByRole('list', { name: 'Orders, newest first' })
      .getByRole('listitem')
      .filter({ hasText: number });
    await expect(order).toContainText('Confirmed');
    await expect(order).toContainText(total);
  });
});
