import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { findVariant, formatBDT, lineOf, storeState } from '../cart/support';
import { seriousViolations } from '../catalog/support';
import { CheckoutPage, expectConfirmation, expectFitsAndShoot } from './checkout-page';

const dhaka = { division: 'Dhaka', district: 'Dhaka', area: 'Banani', line: 'House 42, Road 11' };
/** Seeded with the demo (README): 10% off every piece, once per customer. */
const demoCode = 'WELCOME10';

test('a shopper applies a discount code, sees it off the total, and the order keeps it', async ({
  page,
  request,
}) => {
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 3 && v.price >= 1000 && p.images.length > 0,
  );
  // 10%, rounded down to the whole taka.
  const off = Math.floor(variant.price / 10);
  const shopper = newShopper();
  await storeState(page, { addtocartlist: [lineOf(product, variant)] }, '/checkout');
  const checkout = new CheckoutPage(page);
  await expect(checkout.form).toBeVisible();
  await checkout.fillContact(shopper);
  await checkout.fillAddress(dhaka);
  await expect(checkout.total).toHaveText(formatBDT(variant.price + 80));

  await test.step('a code the store does not know is refused beside the field', async () => {
    const field = checkout.form.getByLabel('Discount code');
    await field.fill('NO-SUCH-CODE');
    // Enter applies the code; it never places the order.
    await field.press('Enter');
    await expect(
      checkout.form.getByText(
        'We cannot apply this code: check its spelling, or place your order without it.',
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.total).toHaveText(formatBDT(variant.price + 80));
  });

  await test.step('the demo code, in any case, takes 10% off before delivery', async () => {
    await checkout.form.getByLabel('Discount code').fill(demoCode.toLowerCase());
    await checkout.form.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `off with ${demoCode}` })).toHaveText(
      `${formatBDT(off)} off with ${demoCode}`,
    );
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByText(`Discount (${demoCode})`),
    ).toBeVisible();
    await expect(page.getByTestId('checkout-discount')).toHaveText(formatBDT(-off));
    await expect(checkout.total).toHaveText(formatBDT(variant.price - off + 80));
    await expect(checkout.form.getByLabel('Discount code')).toHaveAttribute('readonly', '');
    await expectFitsAndShoot(page, 'checkout-discount');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the cash-on-delivery order is placed with it, and shows it', async () => {
    await checkout.choosePayment('Cash on delivery');
    await checkout.verifyPhone(shopper.phone);
    await checkout.placeButton.click();
    await expectConfirmation(page, 'Ayesha');
    await expect(page.getByText(`Discount (${demoCode})`)).toBeVisible();
    await expect(page.getByTestId('order-discount')).toHaveText(formatBDT(-off));
    await expect(page.getByTestId('order-total')).toHaveText(formatBDT(variant.price - off + 80));
    await expectFitsAndShoot(page, 'confirmation-discount');
  });
});
