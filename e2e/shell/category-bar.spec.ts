import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from '../support/held-scripts';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const liveBar = (page: Page) =>
  page.locator('[data-live]').getByRole('navigation', { name: 'Categories' });

/**
 * The bar's menus' code comes when the shopper first reaches for the page
 * (components/ui/live-on-intent.tsx); a reach made while the page still hydrates goes
 * unheard, and she reaches again.
 */
async function reachForBar(page: Page) {
  await expect(async () => {
    await page.mouse.move(5, 600);
    await bar(page).hover({ position: { x: 5, y: 5 } });
    await expect(liveBar(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test.describe('the category bar @desktop-only', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pages/faq');
  });

  test('lists the visible families of clothing, with hidden ones left out', async ({ page }) => {
    // Read again with the page while a staff spec's new family comes and goes between them.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const response = await page.request.get('/api/v1/product/shopcategory/?slug=clothing');
      const [clothing] = (await response.json()) as [{ children: { name: string }[] }];
      const families = clothing.children.map((family) => family.name);
      const shown = bar(page).locator(':scope > ul > li > :first-child');
      await expect(shown).toHaveText(families, { timeout: 2_000 });
    }).toPass();
  });

  test('opens a dropdown on hover; a click keeps it open, a second click or one outside closes it', async ({
    page,
  }) => {
    await reachForBar(page);
    const lehenga = bar(page).getByRole('button', { name: 'Lehenga', exact: true });
    const panel = bar(page).locator('#' + (await lehenga.getAttribute('aria-controls'))!);
    await expect(panel).toBeHidden();
    await lehenga.hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Party Lehenga' })).toHaveAttribute(
      'href',
      '/category/semibridallehenga',
    );
    // The family's own page comes first.
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', '/category/lehenga');
    // An entry without a page reads as a note, not a dead link, under its shopper-facing name.
    await expect(panel.getByText('Long-Train Lehenga On request')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Long-Train/ })).toHaveCount(0);

    // The click most people make after pointing keeps the dropdown open.
    await lehenga.click();
    await expect(lehenga).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(panel).toBeVisible();
    await lehenga.click();
    await expect(panel).toBeHidden();

    await lehenga.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(panel).toBeHidden();
    await lehenga.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
  });

  test("a pointer resting on a family when the menus' code comes opens its dropdown", async ({
    page,
  }) => {
    const { release, asked } = await holdScripts(page);
    const lehenga = bar(page).getByRole('button', { name: 'Lehenga', exact: true });
    await expect(async () => {
      await page.mouse.move(5, 600);
      await lehenga.hover();
      expect(asked()).toBe(true);
    }).toPass();
    release();
    await expect(liveBar(page)).toBeVisible();
    // The pointer has not moved since: the dropdown opens for where it rests.
    await expect(
      bar(page).locator('#' + (await lehenga.getAttribute('aria-controls'))!),
    ).toBeVisible();
  });

  test('works by keyboard: arrows, Enter, Escape', async ({ page }) => {
    const tops = bar(page).locator(':scope > ul > li > :first-child');
    // A keyboard user's first key brings the menus' code, and the focus stays where it is.
    await expect(async () => {
      await tops.first().blur();
      await tops.first().focus();
      await expect(liveBar(page)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(tops.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tops.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tops.first()).toBeFocused();

    const panel = bar(page).locator('[data-menu-panel]').first();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(tops.first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(tops.first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    const firstSubLink = panel.getByRole('link').first();
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
