import { expect, test } from '@playwright/test';

// Issue 26, item 6: a self-hosted Bengali face that Bangla pages fetch and English ones never
// do. It is not preloaded: the preload shared a phone's bandwidth with the page's largest
// photo (docs/decisions.md 14).
const faceUrl = /\/fonts\/bengali\/[\w-]+\.woff2/;

test('a Bangla page fetches the Bengali face and sets its text in it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (faceUrl.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/bn/pages/about-us');

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

test('an English page never fetches the Bengali face', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (faceUrl.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/product/blush-pink-zardozi-bridal-lehenga-set');
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
