import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownDraftProduct } from '../admin/support/own-product';
import { ownerState } from '../admin/support/staff-pages';
import { call, expectStatus } from './support';

test.use({ storageState: ownerState });

// docs/api-reference.md, "Staff calls": their answers to the owner's browser, signed in with
// the second step by the staff-setup project. Read-only, or on a draft product of the spec's
// own (made through the staff import API, seen by no shopper), whose photos are deleted again.

type Photos = { photos: { id: number; alt: string }[]; uploads: { id: number; status: string }[] };

/** The XSRF header for the owner's session (docs/api-reference.md, "Authentication"). */
async function xsrf(page: Page): Promise<Record<string, string>> {
  await expectStatus(await call(page.request, 'GET /api/v1/xsrf'), 204);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

test('couriers and order pieces: 200 for the order desk', async ({ page }) => {
  const request = page.request;
  const cities = await call(request, 'GET /api/v1/admin/couriers/pathao/cities');
  await expectStatus(cities, 200);
  const [city] = ((await cities.json()) as { cities: { id: number }[] }).cities;
  const zones = await call(request, 'GET /api/v1/admin/couriers/pathao/cities/:cityId/zones', {
    params: { cityId: city!.id },
  });
  await expectStatus(zones, 200);
  const [zone] = ((await zones.json()) as { zones: { id: number }[] }).zones;
  const areas = await call(request, 'GET /api/v1/admin/couriers/pathao/zones/:zoneId/areas', {
    params: { zoneId: zone!.id },
  });
  await expectStatus(areas, 200);
  expect(((await areas.json()) as { areas: unknown[] }).areas.length).toBeGreaterThan(0);
  const pieces = await call(request, 'GET /api/v1/admin/order-pieces', { query: { q: 'a' } });
  await expectStatus(pieces, 200);
  expect(Array.isArray(((await pieces.json()) as { results: unknown[] }).results)).toBe(true);
});

test('the share code: 200, the same code every time', async ({ page }) => {
  const asked = await call(page.request, 'GET /api/v1/admin/share-code');
  await expectStatus(asked, 200);
  const { code } = (await asked.json()) as { code: string };
  expect(code).toMatch(/^[a-hj-km-np-z2-9]{8}$/);
  const again = await call(page.request, 'GET /api/v1/admin/share-code');
  expect(await again.json()).toEqual({ code });
});

test('export 200 as CSV, and the import checks it back with 200, writing nothing', async ({
  page,
}) => {
  const request = page.request;
  const exported = await call(request, 'GET /api/v1/admin/products/export', {
    query: { q: 'lehenga' },
  });
  await expectStatus(exported, 200);
  expect(exported.headers()['content-type']).toContain('text/csv');
  expect(exported.headers()['content-disposition']).toContain('attachment');
  expect(exported.headers()['cache-control']).toContain('no-store');
  const checked = await call(request, 'POST /api/v1/admin/products/import', {
    query: { mode: 'check' },
    data: await exported.text(),
    headers: { ...(await xsrf(page)), 'content-type': 'text/csv' },
  });
  await expectStatus(checked, 200);
  expect(await checked.json()).toMatchObject({ errorCount: 0 });
});

test('photos: 200 listed, 202 taken, 415 refused, 409 photos_changed, 200 reordered, described and deleted; a failed upload 200 removed, then 404', async ({
  page,
}) => {
  const request = page.request;
  const { id } = await ownDraftProduct(page, 'contract-photos');
  const headers = await xsrf(page);
  const list = async () => {
    const listed = await call(request, 'GET /api/v1/admin/products/:id/photos', { params: { id } });
    await expectStatus(listed, 200);
    return (await listed.json()) as Photos;
  };
  const upload = (
    file: { name: string; mimeType: string; buffer: Buffer },
    alt = 'Contract photo',
  ) =>
    call(request, 'POST /api/v1/admin/products/:id/photos', {
      params: { id },
      headers,
      multipart: { photo: file, alt },
    });
  const png = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#b4496a' },
  })
    .png()
    .toBuffer();
  // The draft is new and has no photo: one first, so that a list leaving a photo out has one
  // to leave out (an empty list is refused as invalid before it is compared).
  const first = await upload(
    { name: `contract-first-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
    'First photo',
  );
  await expectStatus(first, 202);
  await expect.poll(async () => (await list()).photos.length, { timeout: 30_000 }).toBe(1);
  const before = await list();

  await expectStatus(
    await upload({
      name: 'page.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html>'),
    }),
    415,
  );
  const taken = await upload({
    name: `contract-${Date.now()}.png`,
    mimeType: 'image/png',
    buffer: png,
  });
  await expectStatus(taken, 202);
  // The job makes it a photo at the end of the product's.
  await expect
    .poll(async () => (await list()).photos.length, { timeout: 30_000 })
    .toBe(before.photos.length + 1);
  const { photos } = await list();
  const added = photos.at(-1)!;
  expect(added.alt).toBe('Contract photo');

  const order = photos.map((photo) => photo.id);
  const reorder = (photoIds: number[]) =>
    call(request, 'PATCH /api/v1/admin/products/:id/photos', {
      params: { id },
      headers,
      data: { photoIds },
    });
  await expectStatus(await reorder(order.slice(1)), 409, 'photos_changed');
  await expectStatus(await reorder([added.id, ...order.slice(0, -1)]), 200);
  await expectStatus(await reorder(order), 200);
  const described = await call(request, 'PATCH /api/v1/admin/products/:id/photos/:photoId', {
    params: { id, photoId: added.id },
    headers,
    data: { alt: 'Contract photo, described' },
  });
  await expectStatus(described, 200);
  const deleted = await call(request, 'DELETE /api/v1/admin/products/:id/photos/:photoId', {
    params: { id, photoId: added.id },
    headers,
  });
  await expectStatus(deleted, 200);
  expect(((await deleted.json()) as Photos).photos.map((photo) => photo.id)).toEqual(
    before.photos.map((photo) => photo.id),
  );

  // Its header reads well, so it is taken; the job finds the rest missing and marks it failed.
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
  const damaged = await upload({
    name: `contract-cut-${Date.now()}.jpg`,
    mimeType: 'image/jpeg',
    buffer: jpeg.subarray(0, jpeg.length / 2),
  });
  await expectStatus(damaged, 202);
  const [uploadId] = ((await damaged.json()) as { uploadIds: number[] }).uploadIds;
  await expect
    .poll(async () => (await list()).uploads.find((u) => u.id === uploadId)?.status, {
      timeout: 30_000,
    })
    .toBe('failed');
  const remove = () =>
    call(request, 'DELETE /api/v1/admin/products/:id/photo-uploads/:uploadId', {
      params: { id, uploadId: uploadId! },
      headers,
    });
  await expectStatus(await remove(), 200);
  await expectStatus(await remove(), 404, 'photo_upload_not_found');
});
