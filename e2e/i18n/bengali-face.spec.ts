import { expect, test } from '@playwright/test';

// Issue 26, item 6: a self-hosted Bengali face, preloaded on Bangla pages and never fetched
// by English ones (docs/decisions.md 14).
const faceUrl = /\/fonts\/bengali\/[\w-]+\.woff2/;

test('a Bangla page preloads the Bengali face and sets its text in it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (faceUrl.test(request.url())) fetched.push(request.url());
  });
  const response = await page.goto('/bn/pages/about-us');
  const link = response?.headers()['link'] ?? '';
  expect(link).toMatch(faceUrl);
  expect(link).toContain('as="font"');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Bengali Web')
          .map((face) => face.status),
      ),
    )
    .toEqual(['loaded']);
  expect(fetched.length).toBeGreaterThan(0);
});

test('an English page neither preloads nor fetches the Bengali face', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (faceUrl.test(request.url())) fetched.push(request.url());
  });
  const response = await page.goto('/product/blush-pink-zardozi-bridal-lehenga-set');
  expect(response?.headers()['link'] ?? '').not.toMatch(faceUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  // A price's taka sign is outside the face's range: the page never asks for the file.
  const bengaliFace = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Bengali Web')
      .map((face) => face.status),
  );
  expect(bengaliFace).toEqual(['unloaded']);
  expect(fetched).toEqual([]);
});
