import { expect, test, type Page } from '@playwright/test';

// Jost comes in two parts (app/fonts.ts, docs/decisions.md 9): the letters and marks the
// store's pages use, preloaded, and the rest of Latin-1, fetched only for a page that
// shows one of its letters.
const restUrl = /jost_latin_rest[\w.-]*\.woff2/;

const jostFaces = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.fonts]
        .map((face) => [face.family.replace(/"/g, ''), face.status])
        .filter(([family]) => family === 'jost' || family === 'jostLatinRest'),
    ),
  );

function restRequests(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (restUrl.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

test('a product page sets its text in the preloaded part and never fetches the rest', async ({
  page,
}) => {
  const fetched = restRequests(page);
  await page.goto('/product/blush-pink-zardozi-bridal-lehenga-set');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);

  // The quantity's minus sign and the price's dash are in the first part.
  expect(await jostFaces(page)).toEqual({ jost: 'loaded', jostLatinRest: 'unloaded' });
  expect(fetched).toEqual([]);
});

test('a letter from the rest of Latin-1 fetches the second part and is set in Jost', async ({
  page,
}) => {
  const fetched = restRequests(page);
  await page.goto('/pages/faq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Search the store' })
    .getByRole('searchbox')
    .fill('señora');

  await expect.poll(() => jostFaces(page)).toEqual({ jost: 'loaded', jostLatinRest: 'loaded' });
  expect(fetched.length).toBeGreaterThan(0);
});
