import { expect, test } from '@playwright/test';

// A hydration mismatch or a missing file shows up here first.
for (const path of ['/', '/pages/faq', '/Store-locator']) {
  test(`${path} loads and hydrates without a console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page).toHaveTitle(/Noor-e-Jahan/);
    expect(errors).toEqual([]);
  });
}
