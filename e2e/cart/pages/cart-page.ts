import { expect, type Locator, type Page } from '@playwright/test';

/** ৳ 4,52,000.50 → 452000.5 */
export const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** /shop/cart: its lines, their totals and the summary. */
export class CartPage {
  readonly lines: Locator;
  readonly subtotal: Locator;
  readonly total: Locator;
  readonly badge: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.lines = page.getByTestId('cart-line');
    this.subtotal = page.getByTestId('cart-subtotal');
    this.total = page.getByTestId('cart-total');
    this.badge = page.getByTestId('cart-count');
    this.empty = page.getByRole('heading', { name: 'Your bag is empty' });
  }

  async goto() {
    const response = await this.page.goto('/shop/cart');
    expect(response?.status()).toBe(200);
    await expect(this.page.getByTestId('cart-placeholder')).toHaveCount(0);
  }

  line(name: string) {
    return this.lines.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  quantity(line: Locator) {
    return line.getByRole('spinbutton', { name: /^Quantity of / });
  }

  async lineTotals(): Promise<number[]> {
    return (await this.lines.getByTestId('line-total').allTextContents()).map(amountOf);
  }

  /** The subtotal equals the sum of the lines, and the badge the sum of quantities. */
  async expectConsistent() {
    const totals = await this.lineTotals();
    const sum = totals.reduce((a, b) => a + b, 0);
    expect(amountOf((await this.subtotal.textContent())!)).toBeCloseTo(sum, 2);
    const quantities = await this.lines
      .getByRole('spinbutton')
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
    await expect(this.badge).toHaveText(String(quantities.reduce((a, b) => a + b, 0)));
  }
}
