import { expect, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from '../catalog/support';
import { screenshotWhenAsked } from './screens';

/**
 * A page built from the component kit as it stands: a screenshot at this width when asked
 * for (SCREENS=1), and no serious or critical axe finding in `region` (the page's main by
 * default: the shell is checked once, in e2e/shell).
 */
export async function lookAtKit(
  page: Page,
  testInfo: TestInfo,
  name: string,
  region: string | string[] = 'main',
) {
  const width = page.viewportSize()?.width ?? 0;
  await screenshotWhenAsked(page, {
    path: testInfo.outputPath(`kit-${name}-${width}.png`),
    fullPage: true,
  });
  expect(await seriousViolations(page, region)).toEqual([]);
}
