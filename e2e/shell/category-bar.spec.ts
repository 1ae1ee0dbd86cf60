import { expect, test, type Page } from '@playwright/test';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

test.describe('the category bar @desktop-only', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pages/faq');
  });

  test('lists the visible families of clothing, with hidden ones left out', async ({ page }) => {
    const response = await page.request.get('/api/v1/product/shopcategory/?slug=clothing');
    const [clothing] = (await response.json()) as [{ children: { name: string }[] }];
    const families = clothing.children.map((family) => family.name);
    const shown = bar(page).locator(':scope > ul > li > :first-child');
    await expect(shown).toHaveText(families);
  });

  test('opens a dropdown on hover after a short pause and closes it on leave', async ({ page }) => {
    const lehenga = bar(page)
      .locator('li')
      .filter({ hasText: /^Lehenga/ })
      .first();
    const panel = lehenga.locator('[data-menu-panel]');
    await expect(panel).toBeHidden();
    await lehenga.hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Party Lehenga' })).toHaveAttribute(
      'href',
      '/category/semibridallehenga',
    );
    // Entries without a page are labels, not dead links.
    await expect(panel.getByText('Bridal Long Tail')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Bridal Long Tail' })).toHaveCount(0);
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
  });

  test('works by keyboard: arrows, Escape and Enter', async ({ page }) => {
    const links = bar(page).locator(':scope > ul > li > a');
    await links.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(links.first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const panel = bar(page).locator('[data-menu-panel]').first();
    await expect(panel).toBeVisible();
    const firstSubLink = panel.getByRole('link').first();
    await expect(firstSubLink).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(links.first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(firstSubLink).toBeFocused();
    const href = await firstSubLink.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('stays at the top of the screen, under the compact header, while the page scrolls', async ({
    page,
  }) => {
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await bar(page).boundingBox())?.y).toBe(68);
    const header = (await page.getByTestId('site-header').boundingBox())!;
    expect(header.y + header.height).toBe(68);
  });
});
