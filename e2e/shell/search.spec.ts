import { expect, test, type Page, type Request } from '@playwright/test';
import { timing } from '../../lib/config';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the store' });
const box = (page: Page) => dialog(page).getByRole('searchbox');
const panel = (page: Page) => dialog(page).getByRole('region', { name: 'Search results' });

async function openSearch(page: Page, previews: Request[]) {
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/product/all')) previews.push(request);
  });
  await page.goto('/pages/faq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
}

test('the results panel follows the text, and previews wait for three letters @responsive', async ({
  page,
}) => {
  const previews: Request[] = [];
  await openSearch(page, previews);
  await expect(panel(page)).toHaveCount(0);

  await box(page).fill('le');
  await expect(panel(page)).toContainText('at least 3 letters');
  // Wait out the debounce on the page's own clock, not this process's: the timer for "le"
  // was set first, so it has fired by then however busy the machine. A preview it sent
  // would also show as a second request below.
  await page.evaluate(
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    2 * timing.searchPreviewDelayMs,
  );
  expect(previews).toHaveLength(0);

  await box(page).fill('lehenga');
  await expect(panel(page).getByRole('link').first()).toBeVisible();
  expect(previews).toHaveLength(1);
  const query = new URL(previews[0]!.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    is_active: 'true',
    page: '1',
    page_size: '12',
    keyward: 'lehenga',
    parentCategory: '',
    attribute: '',
    tag: '',
  });
  await expect(panel(page).getByRole('list').getByRole('link')).toHaveCount(12);
  await expect(panel(page).getByRole('link').first()).toContainText(/Lehenga/i);

  await box(page).fill('');
  await expect(panel(page)).toHaveCount(0);
});

test('typing quickly sends one preview after the pause, not one per letter', async ({ page }) => {
  // The page's clock only moves when the test says so: the 400 ms pause cannot pass between
  // two keystrokes however slow the machine is.
  await page.clock.install();
  const previews: Request[] = [];
  await openSearch(page, previews);
  await box(page).pressSequentially('saree');
  await page.clock.runFor(400);
  await expect(panel(page).getByRole('link').first()).toBeVisible();
  expect(previews.map((request) => new URL(request.url()).searchParams.get('keyward'))).toEqual([
    'saree',
  ]);
});

test('an unknown word gets a helpful empty state', async ({ page }) => {
  await openSearch(page, []);
  await box(page).fill('zzqqxx');
  await expect(panel(page)).toContainText('Nothing matches “zzqqxx”');
});

test('Search and Enter go to the results page, URL-encoded', async ({ page }) => {
  await openSearch(page, []);
  await box(page).fill('red & gold');
  await dialog(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/red%20%26%20gold$/);
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box(page).fill('gown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/gown$/);
});

test('a click on a result opens the product and closes the search', async ({ page }) => {
  await openSearch(page, []);
  await box(page).fill('gown');
  const first = panel(page).getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/product\//);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog(page)).toBeHidden();
});

test('the close button and Escape close the search', async ({ page }) => {
  await openSearch(page, []);
  for (const close of ['Close search', 'Escape']) {
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog(page).getByRole('button', { name: close, exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
  }
});

test('a tap outside closes the search, and focus goes back to its button @responsive', async ({
  page,
}) => {
  await openSearch(page, []);
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width / 2, viewport.height - 10); // the backdrop below it
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});
