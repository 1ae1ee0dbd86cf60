import { expect, test } from '@playwright/test';

test('the home page answers 200 with the store name @responsive', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Noor-e-Jahan');
  await expect(page).toHaveTitle(/Noor-e-Jahan/);
});
