import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = ['/', '/pages/returns-policy', '/Store-locator', '/pages/no-such-page'];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations @responsive`, async ({
    page,
  }) => {
    await page.goto(path);
    // A 404 arrives as Next's error document and is drawn by the browser from the page's
    // data (docs/architecture.md, "Serving"): judge the page once it is there.
    await expect(page.locator('html')).toHaveAttribute('lang', /^(en|bn)$/);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
      );
    expect(serious).toEqual([]);
  });
}
