import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';

// Issue 25, item 8: the search dialog's rough edges, as a shopper meets them.
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the store' });
const box = (page: Page) => dialog(page).getByRole('searchbox');
const panel = (page: Page) => dialog(page).getByRole('region', { name: 'Search results' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/pages/faq');
  // Hydrated: the stored cart has been read.
  await expect(page.getByTestId('cart-count')).not.toHaveText('');
});

test('the box has no browser-drawn clear button; the store offers its own Clear', async ({
  page,
}) => {
  await openSearch(page);
  await box(page).fill('lehenga');
  // Chromium draws a blue ✕ inside type=search boxes unless its pseudo-element is hidden.
  const nativeClear = await box(page).evaluate((input: HTMLInputElement) => {
    if (input.type !== 'search') return false;
    const cancel = getComputedStyle(input, '::-webkit-search-cancel-button');
    return cancel.display !== 'none' && cancel.appearance !== 'none';
  });
  expect(nativeClear, 'a browser-drawn clear button').toBe(false);

  await dialog(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(box(page)).toHaveValue('');
  await expect(box(page)).toBeFocused();
  await expect(panel(page)).toHaveCount(0);
});

test(
  'arrow keys walk the preview from the box, which has room inside, and end at See all',
  { tag: '@responsive' },
  async ({ page }) => {
    await openSearch(page);
    const padding = await box(page).evaluate((input) =>
      parseFloat(getComputedStyle(input).paddingLeft),
    );
    expect(padding).toBeGreaterThanOrEqual(8);
    await box(page).fill('lehenga');
    const results = panel(page).getByRole('list').getByRole('link');
    await expect(results.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box(page)).toBeFocused();

    const count = await results.count();
    for (let step = 0; step <= count; step += 1) await page.keyboard.press('ArrowDown');
    const seeAll = panel(page).getByRole('link', { name: /^See all \d+ results?$/ });
    await expect(seeAll).toBeFocused();
    await expect(seeAll).toHaveAttribute('href', '/search/lehenga');
    // A letter typed on a result goes on in the box.
    await page.keyboard.type('s');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('lehengas');
    await box(page).fill('lehenga');
    await expect(results.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = await results.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(dialog(page)).toBeHidden();
  },
);

test('no OK or Cancel buttons that only close it: the close button and Escape do @responsive', async ({
  page,
}) => {
  await openSearch(page);
  await expect(dialog(page).getByRole('button', { name: 'OK', exact: true })).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Close search' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('the search opens empty again, whether it was closed or left by a search', async ({
  page,
}) => {
  await openSearch(page);
  await box(page).fill('lehenga');
  await expect(panel(page).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await openSearch(page);
  await expect(box(page)).toHaveValue('');
  await expect(panel(page)).toHaveCount(0);

  await box(page).fill('gown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/gown$/);
  await openSearch(page);
  await expect(box(page)).toHaveValue('');
});

test('at 390 px a result shows its whole name, with the price beside or under it @phone-only', async ({
  page,
}) => {
  await openSearch(page);
  await box(page).fill('blush');
  const results = panel(page).getByRole('link');
  await expect(results.filter({ hasText: 'Blush Pink' }).first()).toBeVisible();
  // No text in a result is cut off (an ellipsis hides what overflows its box).
  const clipped = await panel(page).evaluate((section) =>
    [...section.querySelectorAll('a *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflow !== 'visible')
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
  await expectFitsAndShoot(page, 'search-dialog');
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
