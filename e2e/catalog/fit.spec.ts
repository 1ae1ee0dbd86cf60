import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { CheckoutPage, expectConfirmation, expectFitsAndShoot } from '../checkout/checkout-page';
import { madeToMeasurePiece, fillMeasurements } from './pages/made-to-measure';
import { ProductPage } from './pages/product-page';
import { findProduct, seriousViolations } from './support';

const dhaka = { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'House 7, Road 3' };

test('the size guide opens in a dialog that keeps and gives back the focus @responsive', async ({
  page,
}) => {
  const view = new ProductPage(page);
  await view.goto(madeToMeasurePiece.slug);
  const opener = page.getByRole('button', { name: 'Size guide' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Size guide: Bridal Gown' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Bust (in)' })).toBeVisible();
  // Tab goes round inside the dialog: its only control is the close button.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close size guide: bridal gown' })).toBeFocused();
  await expectFitsAndShoot(page, 'size-guide');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a piece that is not made to measure has no measurements form', async ({ page, request }) => {
  const product = await findProduct(request, (p) => !p.made_to_measure);
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await expect(view.addButton).toBeVisible();
  await expect(page.getByRole('button', { name: 'My measurements' })).toHaveCount(0);
  await expect(page.getByTestId('lead-time')).toHaveCount(0);
});

test(
  'a guest orders a made-to-measure gown with her measurements and sees the lead time before she pays',
  {
    tag: '@responsive',
  },
  async ({ page }) => {
    const { view, form } = await fillMeasurements(page, {
      Bust: '34',
      Waist: '280',
      Hip: '38',
      Length: '58',
      Shoulder: '14.5',
      'Sleeve length': '18',
      'Upper arm': '11',
    });
    await view.choose('Colour', 'Champagne');
    await view.choose('Size', 'M');
    // A slip (280 for 28) is shown beside its field, and nothing is added.
    await view.addButton.click();
    await expect(form.getByText('Waist must be from 17.7 to 59.1 inches.')).toBeVisible();
    await expect(form.getByLabel('Waist (in)', { exact: true })).toBeFocused();
    await expect(view.cartCount).toHaveText('0');
    await form.getByLabel('Waist (in)', { exact: true }).fill('28');
    await form.getByLabel('Note for the tailor (optional)').fill('I will wear 3-inch heels.');
    await form.getByLabel('Hip (in)', { exact: true }).focus();
    await expectFitsAndShoot(page, 'measurements-form');
    expect(await seriousViolations(page)).toEqual([]);

    // Centimetres convert what was typed.
    await form.getByRole('radio', { name: 'Centimetres' }).check({ force: true });
    await expect(form.getByLabel('Bust (cm)', { exact: true })).toHaveValue('86.4');
    await form.getByRole('radio', { name: 'Inches' }).check({ force: true });
    await expect(form.getByLabel('Bust (in)', { exact: true })).toHaveValue('34');

    // One piece per set of measurements: the quantity goes no higher than 1.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveAttribute('aria-valuemax', '1');
    await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();
    await expect(quantity).toHaveValue('1');
    await expect(page.getByTestId('one-per-set')).toBeVisible();

    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');

    await page.goto('/shop/cart');
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('line-fit')).toContainText(madeToMeasurePiece.leadTime);
    await expect(line.getByTestId('line-fit')).toContainText('Bust 34 in · Waist 28 in');
    await expect(line).toContainText('Made to your measurements · Colour Champagne');
    await expect(line).not.toContainText('Size M');
    await expect(line.getByRole('spinbutton')).toHaveCount(0);
    await expect(line.getByTestId('one-per-set')).toHaveText(
      '1 piece, one per set of measurements',
    );
    await expectFitsAndShoot(page, 'made-to-measure-cart');

    const checkout = new CheckoutPage(page);
    await checkout.goto();
    const summary = page.getByTestId('summary-line');
    await expect(summary.getByTestId('line-fit')).toContainText(madeToMeasurePiece.leadTime);
    await expect(summary).toContainText('Made to your measurements · Colour Champagne · Qty 1');
    const shopper = newShopper();
    await checkout.fillContact(shopper);
    await checkout.fillAddress(dhaka);
    await checkout.verifyPhone(shopper.phone);
    await checkout.choosePayment('Cash on delivery');
    await checkout.placeButton.click();
    await expectConfirmation(page, 'Ayesha');
    await expect(page.getByTestId('summary-line')).toContainText(
      'Made to your measurements · Colour Champagne · Qty 1',
    );
    await expectFitsAndShoot(page, 'made-to-measure-confirmation');
  },
);
