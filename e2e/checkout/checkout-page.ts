import { expect, type Locator, type Page } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { storeState } from '../cart/support';
import type { CartItem } from '../../stores/cart-reducers';
import { codeSentBy } from '../support/outbox';
import { screenshotWhenAsked } from '../support/screens';

export type Contact = { name: string; phone: string; email?: string };
export type NewAddress = { division: string; district: string; area: string; line: string };

/** /checkout, driven by its labels as a shopper reads them. */
export class CheckoutPage {
  readonly form: Locator;
  readonly placeButton: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Checkout' });
    this.placeButton = this.form.getByRole('button', { name: 'Place order' });
    this.total = page.getByTestId('checkout-total');
  }

  async goto(query = '') {
    const response = await this.page.goto(`/checkout${query}`);
    expect(response?.status()).toBe(200);
    await expect(this.page.getByTestId('checkout-placeholder')).toHaveCount(0);
  }

  async fillContact(contact: Contact) {
    await this.form.getByLabel('Full name').fill(contact.name);
    await this.form.getByLabel('Mobile number').fill(contact.phone);
    if (contact.email) await this.form.getByLabel('E-mail (optional)').fill(contact.email);
  }

  async fillAddress(address: NewAddress) {
    await this.form.getByLabel('Division').selectOption(address.division);
    await this.form.getByLabel('District').selectOption(address.district);
    await this.form.getByLabel('Area or thana').fill(address.area);
    await this.form.getByLabel('House, road and block').fill(address.line);
  }

  /** A guest's phone: Send code, then the code from the development outbox. */
  async verifyPhone(phone: string) {
    const code = await codeSentBy(this.page.request, phone, () =>
      this.form.getByRole('button', { name: 'Send code' }).click(),
    );
    await this.form.getByLabel('6-digit code').fill(code);
  }

  async choosePayment(
    label: 'Cash on delivery' | 'Card or mobile banking' | 'Card instalments (EMI)',
  ) {
    const name = new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
    await this.form.getByRole('radio', { name }).check();
  }

  delivery(label: 'Inside Dhaka' | 'Outside Dhaka') {
    return this.form.getByRole('radio', { name: label });
  }
}

/** An address outside Dhaka (delivery ৳150 by the store's default rates). */
export const sylhet = {
  division: 'Sylhet',
  district: 'Sylhet',
  area: 'Zindabazar',
  line: 'House 3',
};

/**
 * A new guest at /checkout with `lines` in her bag, her name and phone typed (her phone
 * proven by its code) and `sylhet` as the address: ready to choose how to pay.
 */
export async function guestAtCheckout(page: Page, lines: CartItem[]): Promise<CheckoutPage> {
  await storeState(page, { addtocartlist: lines }, '/checkout');
  const shopper = newShopper();
  const checkout = new CheckoutPage(page);
  await checkout.fillContact(shopper);
  await checkout.fillAddress(sylhet);
  await checkout.verifyPhone(shopper.phone);
  return checkout;
}

/** The confirmation page of an order: its number, once the shopper has arrived there. */
export async function expectConfirmation(page: Page, firstName: string): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[A-Z0-9-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Thank you, ${firstName}` }),
  ).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!;
}

/**
 * The page fits its width (no sideways scrolling at 390 px), and a full-page screenshot
 * for a person to look at (SCREENS=1), per project, in test-results/screens/.
 */
export async function expectFitsAndShoot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const width = page.viewportSize()?.width ?? 0;
  await screenshotWhenAsked(page, {
    path: `test-results/screens/${name}-${width}.png`,
    fullPage: true,
  });
}
