import { expect, test, type Page } from '@playwright/test';

const messages = [
  'New arrivals in wedding attire',
  'Your dream wedding outfit awaits',
  'Celebrate life with fashion',
  'New season, new styles',
];

const banner = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const current = (page: Page) =>
  banner(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/**
 * The messages of the slides this page shows, in order: the demo's four first, then any a
 * staff spec (e2e/admin/content.spec.ts) shows for a moment while these run.
 */
async function shownMessages(page: Page): Promise<string[]> {
  const labels = await banner(page)
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label') ?? ''));
  const shown = labels.map((label) => label.replace(/^.*?: /, ''));
  expect(shown.slice(0, messages.length)).toEqual(messages);
  return shown;
}

// The suite runs with reduced motion (playwright.config.ts); the banner's turning is what
// these tests are about.
test.use({ reducedMotion: 'no-preference' });

test.describe('the home banner', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(banner(page)).toHaveAttribute('data-ready', 'true');
    await page.mouse.move(0, 0);
  });

  test('cycles the four messages in order every 7 seconds, then loops', async ({ page }) => {
    const shown = await shownMessages(page);
    // Still on the first a second before its time.
    await page.clock.runFor(6000);
    await expect(current(page)).toContainText(messages[0]!);
    await page.clock.runFor(1000);
    for (const message of [...shown.slice(1), shown[0]!]) {
      await expect(current(page)).toContainText(message);
      await page.clock.runFor(7000);
    }
  });

  test('stays on a slide once paused, until played again', async ({ page }) => {
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await banner(page).getByRole('button', { name: 'Pause the slides' }).press('Enter');
    await blur();
    await page.clock.runFor(21_000);
    await expect(current(page)).toContainText(messages[0]!);
    await banner(page).getByRole('button', { name: 'Play the slides' }).press('Enter');
    await blur();
    await page.clock.runFor(7000);
    await expect(current(page)).toContainText(messages[1]!);
  });

  test('does not move while hovered, and resumes afterwards', async ({ page }) => {
    await banner(page).hover();
    await page.clock.runFor(12_000);
    await expect(current(page)).toContainText(messages[0]!);
    await page.mouse.move(0, 0);
    await page.clock.runFor(7000);
    await expect(current(page)).toContainText(messages[1]!);
  });

  test('has previous, next and dot buttons that a keyboard can use', async ({ page }) => {
    await banner(page).getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toContainText(messages[1]!);
    await page.clock.runFor(12_000); // focus pauses it too
    await expect(current(page)).toContainText(messages[1]!);
    await banner(page)
      .getByRole('button', { name: /Show slide 4/ })
      .press('Enter');
    await expect(current(page)).toContainText(messages[3]!);
    await expect(banner(page).getByRole('button', { name: /Show slide 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await banner(page).getByRole('button', { name: 'Previous slide' }).press('Enter');
    await expect(current(page)).toContainText(messages[2]!);
  });
});

test('stands still for a shopper who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(banner(page)).toHaveAttribute('data-ready', 'true');
  await expect(banner(page).getByRole('button', { name: 'Play the slides' })).toBeVisible();
  await page.clock.runFor(21_000);
  await expect(current(page)).toContainText(messages[0]!);
});

test('only the first photograph comes with the page; the others once the carousel runs @responsive', async ({
  browser,
  page,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await withoutScripts.newPage();
  await bare.goto('/');
  await expect(banner(bare).locator('img')).toHaveCount(1);
  await expect(banner(bare).locator('[data-banner-slide="0"] img')).toHaveCount(1);
  await withoutScripts.close();

  await page.goto('/');
  await expect(banner(page).locator('img')).toHaveCount((await shownMessages(page)).length);
});
