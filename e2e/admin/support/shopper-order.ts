import { expect, type Browser, type Page } from '@playwright/test';
import { AccountPages } from '../../account/support/account-pages';
import { createShopper } from '../../account/support/shopper';
import { findVariant } from '../../cart/support';
import { ProductPage } from '../../catalog/pages/product-page';
import { CheckoutPage, expectConfirmation } from '../../checkout/checkout-page';

/** The address the staff specs' shoppers give. */
export const sylhetAddress = {
  division: 'Sylhet',
  district: 'Sylhet',
  area: 'Zindabazar',
  line: 'House 3, Road 8',
};

/** Checkout with what is in the cart: the shopper's contact, a Sylhet address, cash on delivery. */
export async function placeCodOrder(
  page: Page,
  shopper: { name: string; phone: string; email: string },
): Promise<string> {
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillContact({ name: shopper.name, phone: shopper.phone, email: shopper.email });
  await checkout.fillAddress(sylhetAddress);
  await checkout.choosePayment('Cash on delivery');
  await checkout.placeButton.click();
  return expectConfirmation(page, 'Ayesha');
}

/**
 * A new shopper, signed up and signed in, in a browser of her own (no staff cookies).
 * The caller closes the context.
 */
export async function signedInShopper(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const shopper = await createShopper(page.request);
  const account = new AccountPages(page);
  await account.signInByEmail(shopper.email, shopper.password);
  await account.expectOnProfile();
  return { context, page, shopper };
}

/**
 * A shopper in a browser of their own (no staff cookies): signed up, signed in, one piece
 * ordered for cash on delivery through the storefront. The caller closes the context.
 */
export async function shopperCodOrder(browser: Browser) {
  const { context, page, shopper } = await signedInShopper(browser);
  const { product } = await findVariant(
    page.request,
    (v, p) => v.stock >= 3 && p.variants.length === 1,
  );
  const view = new ProductPage(page);
  await view.goto(product.slug);
  await view.addButton.click();
  await expect(view.cartCount).toHaveText('1');
  const number = await placeCodOrder(page, shopper);
  return { context, page, shopper, number, product };
}
