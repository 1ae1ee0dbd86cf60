import { expect, test, type Page } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';

// Issue 26, item 1: a switcher that keeps the shopper on the same page, and remembers her
// choice (the NEXT_LOCALE cookie, which the proxy reads at the bare home page).
const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;

test('the header switches an information page to Bangla and back @desktop-only', async ({
  page,
}) => {
  await page.goto('/pages/about-us');
  const toBangla = page.getByTestId('site-header').getByRole('link', { name: 'বাংলা' });
  await expect(toBangla).toHaveAttribute('hreflang', 'bn');
  await expect(toBangla).toHaveAttribute('lang', 'bn');
  await toBangla.click();
  await expect(page).toHaveURL(/\/bn\/pages\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await languageCookie(page)).toBe('bn');
  await expectFitsAndShoot(page, 'language-bn-about-us');

  // Remembered: the bare home page opens in Bangla.
  await page.goto('/');
  await expect(page).toHaveURL(/\/bn$/);

  const toEnglish = page.getByTestId('site-header').getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('href', '/');
  await toEnglish.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await languageCookie(page)).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the phone menu offers the other language and the page still fits @phone-only', async ({
  page,
}) => {
  await page.goto('/bn/pages/faq');
  await expectFitsAndShoot(page, 'language-bn-faq');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const menu = page.getByRole('dialog', { name: 'মেনু' });
  const toEnglish = menu.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('href', '/pages/faq');
  const box = await toEnglish.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await toEnglish.click();
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await languageCookie(page)).toBe('en');
});
