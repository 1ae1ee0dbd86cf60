import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A screenshot to look at, taken only when asked for (`SCREENS=1 npm run test:e2e`):
 * nothing compares them, so writing one on every run only costs time. A failing test's
 * screenshot is kept either way (playwright.config.ts).
 */
export async function screenshotWhenAsked(page: Page, options: PageScreenshotOptions) {
  if (process.env.SCREENS === '1') await page.screenshot(options);
}
