import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}

for (const path of ['/authentication/login', '/authentication/forgot-password']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page
        .getByRole('button', { name: 'Send code' })
        .or(page.getByRole('button', { name: 'Sign in' })),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('sign-up with its errors shown has no serious accessibility violations', async ({ page }) => {
  await page.goto('/authentication/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the profile with its forms open has no serious accessibility violations', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('Division')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
