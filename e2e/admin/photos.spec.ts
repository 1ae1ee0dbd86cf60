import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownDraftProduct } from './support/own-product';
import { portraitPng } from './support/product-form';
import { ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

const photosHeading = (page: Page) => page.getByRole('heading', { name: /^Photos \(\d+\)$/ });

async function photoCount(page: Page): Promise<number> {
  const text = await photosHeading(page).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')![1]);
}

/** The card of the photo at this place (from 1). */
const card = (page: Page, number: number): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Photo ${number}`, exact: true }) });

// By tag, not role: a photo without alt text yet is presentational.
const sourceOf = (page: Page, number: number) =>
  card(page, number).locator('img').getAttribute('src');

async function deletePhoto(page: Page, number: number, countAfter: number) {
  await page.getByRole('button', { name: `Delete photo ${number}`, exact: true }).click();
  await page.getByRole('button', { name: `Yes, delete photo ${number}`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Photo ${number} deleted.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Photos (${countAfter})` })).toBeVisible();
}

test('the owner uploads three photos, describes one, moves one and deletes one; a renamed HTML file is refused', async ({
  page,
}, testInfo) => {
  // A draft of its own (no shopper sees it), so its photos may change while they run.
  const { id } = await ownDraftProduct(page, `photos-${testInfo.project.name}`);
  await page.goto(`/admin/products/${id}`);
  await expect(photosHeading(page)).toBeVisible();
  const before = await photoCount(page);

  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      await portraitPng('rose.png', '#b4496a'),
      await portraitPng('gold.png', '#c9a227'),
      await portraitPng('ivory.png', '#efe6d2'),
    ]);
  const uploads = page.getByRole('list', { name: 'Uploads', exact: true }).getByRole('listitem');
  await expect(uploads).toHaveCount(3);
  // Each is sent, then prepared by the server's job: "Added" once it is a photo.
  await expect(uploads.filter({ hasText: 'Added' })).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: `Photos (${before + 3})` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uploads being prepared' })).toHaveCount(0);
  const [first, second, third] = [before + 1, before + 2, before + 3];

  // The alt text of the first new photo, kept across a reload.
  await page.getByLabel(`Alt text for photo ${first}`, { exact: true }).fill('Rose lehenga, front');
  await page.getByRole('button', { name: `Save alt text for photo ${first}`, exact: true }).click();
  await expect(card(page, first).getByRole('status')).toHaveText('Alt text saved.');

  // The last new photo one place earlier, from the keyboard; focus stays on it.
  const [secondSource, thirdSource] = [await sourceOf(page, second), await sourceOf(page, third)];
  await page.getByRole('button', { name: `Move photo ${third} earlier`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Photo ${third} is now photo ${second}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Move photo ${second} earlier`, exact: true }),
  ).toBeFocused();
  expect(await sourceOf(page, second)).toBe(thirdSource);
  expect(await sourceOf(page, third)).toBe(secondSource);

  await screenshotWhenAsked(page, {
    path: testInfo.outputPath('photo-manager.png'),
    fullPage: true,
  });
  // Nothing of the manager is wider than the page, at 390 px as at 1440 px.
  const section = page.getByRole('region', { name: /^Photos \(\d+\)$/ });
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );

  await page.reload();
  await expect(page.getByLabel(`Alt text for photo ${first}`, { exact: true })).toHaveValue(
    'Rose lehenga, front',
  );
  expect(await sourceOf(page, second)).toBe(thirdSource);

  await deletePhoto(page, third, before + 2);

  await page.getByLabel('Choose photos').setInputFiles({
    name: 'dress.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><title>Not a photo</title><p>Hello</p>'),
  });
  await expect(
    page
      .getByRole('list', { name: 'Uploads', exact: true })
      .getByText('“dress.png” is not a JPEG, PNG, WebP or HEIC photo. No photo was added.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Photos (${before + 2})` })).toBeVisible();

  // The product as it was: its photos from before only.
  await deletePhoto(page, second, before + 1);
  await deletePhoto(page, first, before);
});

test('a damaged photo is taken, then shown with the reason it was not added until it is removed', async ({
  page,
}, testInfo) => {
  const { id } = await ownDraftProduct(page, `damaged-${testInfo.project.name}`);
  await page.goto(`/admin/products/${id}`);
  await expect(photosHeading(page)).toBeVisible();
  const before = await photoCount(page);
  // Its header reads well, so the upload takes it; the job finds the rest missing.
  const jpeg = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  // A name of this run's own: a file left by an earlier run on this server is not this one.
  const name = `cut-${Date.now()}.jpg`;
  await page.getByLabel('Choose photos').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: jpeg.subarray(0, jpeg.length / 2),
  });

  const message = `“${name}” could not be read as a photo: the file is damaged or incomplete.`;
  const pending = page.getByRole('list', { name: 'Uploads being prepared' });
  await expect(pending.getByRole('listitem').filter({ hasText: message })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('list', { name: 'Uploads', exact: true }).getByText(message),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Photos (${before})` })).toBeVisible();

  await page.reload();
  await expect(pending.getByRole('listitem').filter({ hasText: message })).toBeVisible();
  await pending.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” removed.` })).toBeVisible();
  const mine = pending.getByRole('listitem').filter({ hasText: name });
  await expect(mine).toHaveCount(0);
  await page.reload();
  await expect(photosHeading(page)).toBeVisible();
  await expect(mine).toHaveCount(0);
});
