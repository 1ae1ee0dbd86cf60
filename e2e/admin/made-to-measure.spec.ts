import { expect, test } from '@playwright/test';
import { AccountPages } from '../account/support/account-pages';
import { createShopper } from '../account/support/shopper';
import { fillMeasurements, madeToMeasurePiece } from '../catalog/pages/made-to-measure';
import { ProductPage } from '../catalog/pages/product-page';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { OrderDesk } from './support/order-desk';
import { placeCodOrder } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

test('a signed-in shopper’s measurements reach the staff order page and stay on her profile', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const shopperPage = await context.newPage();
  const shopper = await createShopper(shopperPage.request);
  const account = new AccountPages(shopperPage);
  let number = '';

  await test.step('she orders the gown with her measurements', async () => {
    await account.signInByEmail(shopper.email, shopper.password);
    await account.expectOnProfile();
    const { view, form } = await fillMeasurements(shopperPage);
    await form.getByLabel('Note for the tailor (optional)').fill('Heels of 3 inches');
    await view.choose('Colour', 'Ivory');
    await view.choose('Size', 'L');
    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');
    await shopperPage.goto('/shop/cart');
    await expect(shopperPage.getByTestId('line-fit')).toContainText(madeToMeasurePiece.leadTime);
    number = await placeCodOrder(shopperPage, shopper);
  });

  await test.step('her profile keeps them, and the next made-to-measure form starts from them', async () => {
    await shopperPage.goto('/account/Profile');
    await expect(shopperPage.getByTestId('saved-measurements')).toContainText(
      'Bust 34 in · Waist 28 in · Hip 38 in · Length 58 in · Shoulder 14.5 in',
    );
    // Opened as every other spec opens a product page, reached for until its panel is live.
    await new ProductPage(shopperPage).goto(madeToMeasurePiece.slug);
    await shopperPage.getByRole('button', { name: 'My measurements' }).click();
    await expect(shopperPage.getByLabel('Upper arm (in)', { exact: true })).toHaveValue('11');
  });
  await context.close();

  await test.step('staff see each measurement with its unit, and the note, on the order', async () => {
    const desk = new OrderDesk(page);
    await page.goto(`/admin/orders/${number}`);
    await desk.expectOrderPage(number);
    const measurements = page.getByRole('definition').filter({ hasText: '34 in' });
    await expect(measurements.first()).toBeVisible();
    const list = page.getByLabel('Measurements', { exact: true });
    await expect(list).toContainText('Bust');
    await expect(list).toContainText('Sleeve length');
    await expect(list).toContainText('18 in');
    await expect(list).toContainText('Upper arm');
    await expect(page.getByText('Heels of 3 inches')).toBeVisible();
    await expectFitsAndShoot(page, 'admin-order-measurements');
  });
});
