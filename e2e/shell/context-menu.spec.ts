import { expect, test } from '@playwright/test';

async function contextMenuAllowed(page: import('@playwright/test').Page, selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target)!;
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    return element.dispatchEvent(event);
  }, selector);
}

test('right-click is blocked on the page but allowed in text fields', async ({ page }) => {
  await page.goto('/');
  // The guard is a client island: it blocks once it has hydrated, which the load event does
  // not wait for.
  await expect.poll(() => contextMenuAllowed(page, 'main img')).toBe(false);
  expect(await contextMenuAllowed(page, 'footer p')).toBe(false);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The dialog's code comes with the first press.
  await expect(page.getByRole('searchbox')).toBeVisible();
  expect(await contextMenuAllowed(page, 'dialog[open] input')).toBe(true);
});
