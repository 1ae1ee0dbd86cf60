import { expect, test } from '@playwright/test';

test('the footer carries the policies, contacts, five networks, badge and this year @responsive', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  const footer = page.locator('footer');
  for (const network of ['Facebook', 'Instagram', 'YouTube', 'TikTok', 'Pinterest']) {
    await expect(footer.getByRole('link', { name: network })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /\+880/ })).toHaveAttribute('href', /^tel:\+880/);
  await expect(footer).toContainText('Banani, Dhaka');
  // The payment badges: e2e/catalog/style-and-ask.spec.ts checks which ones.
  await expect(footer.getByRole('list', { name: 'We accept' })).toContainText('Cash on delivery');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('every policy link in the footer opens its page @desktop-only', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('footer a[href^="/pages/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs).toHaveLength(6);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('back to top scrolls the page up', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
