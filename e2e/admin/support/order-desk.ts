import { expect, type Locator, type Page } from '@playwright/test';

/** The order desk (/admin/orders and an order's page), driven by its labels as staff read them. */
export class OrderDesk {
  readonly filters: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByRole('search', { name: 'Orders' });
  }

  async gotoList() {
    const response = await this.page.goto('/admin/orders');
    expect(response?.status()).toBe(200);
    await expect(this.page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  }

  /** Fills the list's GET form and sends it, as a member without JavaScript would too. */
  async filter({ search, status }: { search?: string; status?: string }) {
    if (search !== undefined) await this.filters.getByLabel('Search').fill(search);
    if (status !== undefined) {
      const field = this.filters.getByLabel('Status');
      const fold = this.filters.getByRole('button', { name: /^Filters/ });
      // On a phone the filters wait behind a button, which opens once the page has hydrated.
      if (await fold.isVisible()) {
        await expect(async () => {
          if (!(await field.isVisible())) await fold.click();
          await expect(field).toBeVisible({ timeout: 1_000 });
        }).toPass();
      }
      await field.selectOption(status);
    }
    await this.filters.getByRole('button', { name: 'Show orders' }).click();
  }

  /** The order's link in the list: a table row on a desktop, a card on a phone. */
  orderLink(number: string) {
    return this.page.getByRole('link', { name: number, exact: true });
  }

  async expectOrderPage(number: string) {
    await expect(this.page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
    await expect(
      this.page.getByRole('heading', { name: `Order ${number}`, level: 1 }),
    ).toBeVisible();
  }

  /** A move's own form in the action panel ('Confirm', 'Mark packed', 'Ship'…). */
  moveForm(name: string) {
    return this.page.getByRole('form', { name, exact: true });
  }

  /** Makes a move with its note (and courier), and waits for the desk to say it is done. */
  async move(
    name: string,
    {
      note,
      courier,
      trackingCode,
    }: { note?: string; courier?: string; trackingCode?: string } = {},
  ) {
    const form = this.moveForm(name);
    if (courier) await form.getByLabel('Courier').selectOption({ label: courier });
    if (trackingCode) await form.getByLabel('Tracking code').fill(trackingCode);
    if (note) await form.getByLabel('Note (optional)').fill(note);
    await expect(form.getByLabel('Tell the shopper by SMS and e-mail')).toBeChecked();
    await form.getByRole('button', { name, exact: true }).click();
  }

  /** The outcome the action panel announces. */
  outcome(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  timeline() {
    return this.page.getByRole('list', { name: 'Timeline, oldest first' });
  }
}
