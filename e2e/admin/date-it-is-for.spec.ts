import { expect, test, type Page } from '@playwright/test';
import { AccountPages } from '../account/support/account-pages';
import { createShopper } from '../account/support/shopper';
import { gownMeasurements } from '../catalog/pages/made-to-measure';
import { ProductPage } from '../catalog/pages/product-page';
import { apiProduct } from '../catalog/support';
import { messagesFor } from '../support/outbox';
import { placeCodOrder } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

/**
 * A seeded made-to-measure gown (8 weeks) that no other spec reads: both widths give it the
 * same 30 days and neither puts the 8 weeks back, so neither run changes what the other sees.
 */
const slug = 'red-silk-bridal-gown';

/** The Dhaka day `days` from today, YYYY-MM-DD. */
const dhakaDayIn = (days: number) =>
  new Date(Date.now() + 6 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function openMeasurements(page: Page) {
  await page.getByRole('button', { name: 'My measurements' }).click();
  const form = page.getByRole('group', { name: 'My measurements' });
  await form.getByRole('radio', { name: 'Inches' }).check({ force: true });
  for (const [label, value] of Object.entries(gownMeasurements)) {
    await form.getByLabel(`${label} (in)`, { exact: true }).fill(value);
  }
}

test('a bride is warned her made-to-measure piece cannot arrive in 20 days, orders for 60, and sees the date staff promise @responsive', async ({
  page,
  browser,
  request,
}) => {
  await test.step('staff give the gown a lead time of 30 days', async () => {
    const product = await apiProduct(request, slug);
    // The other width may have given it the 30 days already, or be saving them now (its
    // save then refuses this form's older copy): read the form again until it holds 30.
    await expect(async () => {
      await page.goto(`/admin/products/${product.id}`);
      const leadTime = page.getByLabel('Lead time (days)');
      if ((await leadTime.inputValue()) === '30') return;
      await leadTime.fill('30');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass();
  });

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const shopperPage = await context.newPage();
  const shopper = await createShopper(shopperPage.request);
  const account = new AccountPages(shopperPage);
  await account.signInByEmail(shopper.email, shopper.password);
  await account.expectOnProfile();
  const view = new ProductPage(shopperPage);

  await test.step('for a wedding 20 days away she is warned, offered a standard size and a call', async () => {
    await expect(async () => {
      await view.goto(slug);
      await expect(shopperPage.getByTestId('lead-time')).toContainText('about 4 weeks', {
        timeout: 1_000,
      });
    }).toPass();
    await openMeasurements(shopperPage);
    const dateFor = shopperPage.getByTestId('date-it-is-for');
    await dateFor.getByLabel('Occasion').selectOption('wedding');
    await dateFor.getByLabel('I need it by').fill(dhakaDayIn(20));
    const warning = shopperPage.getByRole('alert').filter({ hasText: 'It cannot reach you by' });
    await expect(warning).toBeVisible();
    await expect(
      warning.getByRole('button', { name: 'Take a ready-to-wear size instead' }),
    ).toBeVisible();
    await expect(warning.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(warning.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  let number = '';
  await test.step('for 60 days away the warning goes, and she orders cash on delivery', async () => {
    const dateFor = shopperPage.getByTestId('date-it-is-for');
    await dateFor.getByLabel('I need it by').fill(dhakaDayIn(60));
    await expect(shopperPage.getByTestId('too-late')).toHaveCount(0);
    await expect(dateFor.getByTestId('arrives-by')).toContainText('Arrives by');
    await view.choose('Colour', 'Red');
    // Eight of them: one for each width's bride, and none of the other specs read this gown.
    await view.choose('Size', 'M');
    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');
    number = await placeCodOrder(shopperPage, shopper);
  });

  const promised = dhakaDayIn(50);
  await test.step('staff see her date and confirm a promised date on the order call', async () => {
    await page.goto(`/admin/orders/${number}`);
    const panel = page.getByTestId('promise-panel');
    await expect(panel).toContainText('Wedding');
    await page.getByLabel('Promised date', { exact: true }).fill(promised);
    await page.getByRole('button', { name: 'Confirm the date' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Promised date confirmed.' }),
    ).toBeVisible();
    await expect(page.getByText(`Delivery promised by ${promised}`)).toBeVisible();
  });

  await test.step('she sees the promise on her order page and in her messages', async () => {
    await shopperPage.goto(`/account/orders/${number}`);
    await expect(shopperPage.getByTestId('order-date-for')).toContainText('Wedding');
    await expect(shopperPage.getByTestId('order-promised')).toContainText('We promise it by');
    await expect
      .poll(async () => (await messagesFor(request, shopper.phone)).map((m) => m.body).join('\n'))
      .toContain(`Order ${number} will reach you by`);
  });

  await test.step('in Bangla the date line is in Bangla words and digits', async () => {
    await shopperPage.goto(`/bn/product/${slug}`);
    await expect(shopperPage.getByTestId('arrives-by')).toContainText('সবচেয়ে আগে');
    await expect(shopperPage.getByTestId('arrives-by')).toHaveText(/[০-৯]/);
  });
  await context.close();
});
