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

// Chrome reports a script the Content-Security-Policy refuses as an issue (Lighthouse's best
// practices), even when the script catches the refusal: zod's probe for eval did, on every
// page that loaded it. Public pages load no code that tries.
for (const path of ['/', '/category/lehenga', '/product/blush-pink-zardozi-bridal-lehenga-set']) {
  test(`${path} runs nothing the security policy refuses`, async ({ page }) => {
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual(
      [],
    );
  });
}
