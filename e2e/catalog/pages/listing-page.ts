import { expect, type Locator, type Page } from '@playwright/test';

/** A listing (/shop, /occasion/…, /category/…, /search/…): its filters, sort, grid and pages. */
export class ListingPage {
  readonly filters: Locator;
  readonly grid: Locator;
  readonly count: Locator;
  readonly sort: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByRole('form', { name: 'Filters' });
    this.grid = page.getByRole('region').filter({ has: page.locator('[id^="listing-products-"]') });
    this.count = page.getByRole('status').filter({ hasText: /\d+ (piece|result)s?$/ });
    // Pages left behind stay in the document, hidden (React's Activity): only the shown one counts.
    this.sort = page.getByLabel('Sort').filter({ visible: true });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    expect(response?.status()).toBe(200);
  }

  /** The phone's drawer of filters (a modal dialog), when the listing has one. */
  get drawer() {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }

  /** The drawer's button that applies its choices, "Show N results". */
  get showResults() {
    return this.drawer.getByRole('button', { name: /^Show \d+ results?$/ });
  }

  /** Waits until React has hydrated the listing's filters, so that a change is seen. */
  async waitForHydration() {
    await this.page.waitForFunction(() =>
      [...document.querySelectorAll('form[data-listing-form]')].some((form) =>
        Object.keys(form).some((key) => key.startsWith('__reactFiber')),
      ),
    );
  }

  /** On phones the filters fold away behind "Filters" (a drawer), or "Filter" (a fold). */
  async openFilters() {
    const button = this.page.getByRole('button', { name: /^Filters/ }).filter({ visible: true });
    if (await button.isVisible()) {
      if (!(await this.drawer.isVisible())) await button.click();
      await expect(this.drawer).toBeVisible();
      return;
    }
    const summary = this.page.locator('summary', { hasText: /^Filter/ }).filter({ visible: true });
    if (await summary.isVisible()) {
      const details = this.page.locator('details', { has: summary });
      if ((await details.getAttribute('open')) === null) await summary.click();
    }
  }

  /** The filter group titled `group` (Size, Colour, Price...), opened. */
  async group(group: string) {
    await this.openFilters();
    const details = this.filters.locator('details', {
      has: this.page.locator('summary', { hasText: new RegExp(`^${group}`) }),
    });
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    return details;
  }

  /** The checkbox (or radio) for `value` in `group`; its name is the value and its count. */
  async option(group: string, value: string) {
    const details = await this.group(group);
    return details.getByRole(group === 'Category' ? 'radio' : 'checkbox', {
      name: new RegExp(`^${value}\\s*\\d*$`),
    });
  }

  /**
   * Chooses a sort and waits for the URL. A choice made before the page has hydrated is
   * not seen by the listing's script, so it is made again until the URL follows, for as
   * long as the test may take (a busy machine hydrates late).
   */
  async chooseSort(label: string, url: RegExp) {
    await expect(async () => {
      await this.sort.selectOption({ label });
      await expect(this.page).toHaveURL(url, { timeout: 5_000 });
    }).toPass();
  }

  /** On a phone, applies the drawer's choices ("Show N results"); elsewhere they apply at once. */
  async applyFilters() {
    if (await this.showResults.isVisible()) {
      await this.showResults.click();
      await expect(this.drawer).toBeHidden();
    }
  }

  productNames() {
    return this.grid.getByRole('heading', { level: 3 }).allTextContents();
  }

  async waitForSettled() {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}
