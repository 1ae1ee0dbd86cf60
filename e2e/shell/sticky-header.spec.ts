import { expect, test } from '@playwright/test';

// Issue 25, item 7: the header stays within reach, and is compact once the page scrolls,
// without moving anything on the page.
test('the header stays at the top when the page scrolls, compact, and shifts nothing @responsive', async ({
  page,
}) => {
  await page.goto('/pages/faq');
  // Hydrated: the stored cart has been read.
  await expect(page.getByTestId('cart-count')).not.toHaveText('');
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
    (window as unknown as { shifts: number[] }).shifts = shifts;
  });
  const header = page.getByTestId('site-header');
  const contentTop = () => page.locator('#content').evaluate((main: HTMLElement) => main.offsetTop);
  const before = await contentTop();
  const fullHeight = (await header.boundingBox())!.height;
  const frame = page.locator('.group\\/header');
  await expect(frame).not.toHaveAttribute('data-compact');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(frame).toHaveAttribute('data-compact', '');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // Still on screen, and smaller than it was: its top padding slides above the edge.
  const box = (await header.boundingBox())!;
  expect(box.y).toBeLessThan(0);
  expect(box.y + box.height).toBeGreaterThan(40);
  expect(box.y + box.height).toBeLessThan(fullHeight);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
  await expect(page.getByRole('link', { name: /^Bag, \d+ items?$/ })).toBeInViewport();
  // Nothing under it moved.
  expect(await contentTop()).toBe(before);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

  // The bag is a tap away from far down the page.
  await page.getByRole('link', { name: /^Bag, \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
});

test('back at the top the header is full size again @responsive', async ({ page }) => {
  await page.goto('/pages/faq');
  await expect(page.getByTestId('cart-count')).not.toHaveText('');
  const frame = page.locator('.group\\/header');
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(frame).toHaveAttribute('data-compact', '');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(frame).not.toHaveAttribute('data-compact');
  expect((await page.getByTestId('site-header').boundingBox())!.y).toBe(0);
});
