import { expect, test, type Page } from '@playwright/test';

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.describe('the mobile menu @phone-only', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pages/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page)).toBeVisible();
  });

  test('offers the occasions, shop, every family and the sign-in links', async ({ page }) => {
    for (const name of ['Bridal', 'Party', 'Designer Wear', 'Shop', 'Find us', 'SIGN IN']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Accessories is a family with pieces of its own, folded under its name.
    await expect(menu(page).locator('summary', { hasText: 'Accessories' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Wishlist', exact: true })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    await menu(page).locator('summary', { hasText: 'Lehenga' }).click();
    await expect(menu(page).getByRole('link', { name: 'Party Lehenga' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'All Lehenga' })).toHaveAttribute(
      'href',
      '/category/lehenga',
    );
    // A piece made on request has no page: a note, not a dead link.
    await expect(menu(page).getByText('Long-Train Lehenga On request')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: /Long-Train/ })).toHaveCount(0);
  });

  test('keeps focus inside while open, closes on Escape and gives focus back', async ({ page }) => {
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('dialog[open]')),
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes on the close button and on a tap outside', async ({ page }) => {
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(380, 400); // the backdrop, right of the drawer
    await expect(menu(page)).toBeHidden();
  });

  test('closes when a link is followed', async ({ page }) => {
    await menu(page).getByRole('link', { name: 'Bridal', exact: true }).click();
    await expect(page).toHaveURL(/\/occasion\/bridal$/);
    await expect(menu(page)).toBeHidden();
  });
});

test('the desktop navigation is hidden on phones and the bar is folded away @phone-only', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
});

test('the menu is built when it is first opened, with focus on its first control @phone-only', async ({
  page,
}) => {
  await page.goto('/pages/about-us');
  // Hydrated: the stored cart has been read.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.locator('dialog').filter({ has: page.locator('nav') })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page).getByRole('link', { name: 'Bridal', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
});
