import { DELETE as DELETE_UPLOAD } from '@/app/api/v1/admin/products/[id]/photo-uploads/[uploadId]/route';
import { GET, POST, PATCH } from '@/app/api/v1/admin/products/[id]/photos/route';
import {
  DELETE,
  PATCH as PATCH_ALT,
} from '@/app/api/v1/admin/products/[id]/photos/[photoId]/route';
import { cacheTags } from '@/lib/cache-tags';
import type { RouteHandler } from '@/lib/api/handler';
import { getDb } from '@/lib/db/client';
import { photoUploads } from '@/lib/config';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import type { ProductPhotosState } from '@/lib/catalogue/products/photos/photo-upload-rows';
import type { ProductPhoto } from '@/lib/catalogue/products/photos/product-photo-rows';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { halfAJpeg, photoFile, solid } from '@/tests/media/fixtures/photos';
import {
  auditEntries,
  describePhotoSuite,
  originalFiles,
  photoRows,
  uploadedFiles,
  uploadRows,
} from '@/tests/media/photo-suite';
import { refusedCallers, staffCallers, type StaffCallers } from './staff-callers';

type Photos = { photos: ProductPhoto[] };
type Uploaded = ProductPhotosState & { uploadIds: number[] };

const png = async (name: string, width = 24, height = 32) =>
  photoFile(await solid(width, height).png().toBuffer(), name, 'image/png');

/** A multipart upload as the photo manager sends it: a `photo` (and `alt`) per file. */
const uploadForm = (...photos: { file: File; alt?: string }[]) => {
  const form = new FormData();
  for (const { file, alt } of photos) {
    form.append('photo', file);
    form.append('alt', alt ?? '');
  }
  return form;
};

describePhotoSuite('the staff photo routes', (suite) => {
  let callers: StaffCallers;
  beforeAll(async () => {
    callers = await staffCallers(getDb());
  });

  const gown = () => suite().catalogue.product['ruby-party-gown']!;
  const lehenga = () => suite().catalogue.product['maroon-zardozi-lehenga']!;

  const upload = async (productId: number, form: FormData, as = callers.manager) =>
    call<Uploaded & ErrorBody>(POST, `/api/v1/admin/products/${productId}/photos`, {
      method: 'POST',
      headers: as,
      body: form,
      params: { id: String(productId) },
    });

  const json = (
    handler: RouteHandler,
    method: string,
    params: Record<string, string>,
    body: unknown,
    as = callers.manager,
  ) =>
    call<Photos & ErrorBody>(handler, `/api/v1/admin/products/${params.id}/photos`, {
      method,
      headers: { ...as, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      params,
    });

  const reorder = (productId: number, photoIds: unknown, as = callers.manager) =>
    json(PATCH, 'PATCH', { id: String(productId) }, { photoIds }, as);
  const setAlt = (productId: number, photoId: number, alt: unknown, as = callers.manager) =>
    json(PATCH_ALT, 'PATCH', { id: String(productId), photoId: String(photoId) }, { alt }, as);
  const remove = (productId: number, photoId: number, as = callers.manager) =>
    json(DELETE, 'DELETE', { id: String(productId), photoId: String(photoId) }, undefined, as);
  const list = (productId: number | string, as = callers.manager) =>
    call<ProductPhotosState & ErrorBody>(GET, `/api/v1/admin/products/${productId}/photos`, {
      headers: as,
      params: { id: String(productId) },
    });
  const removeUpload = (productId: number, uploadId: number | string, as = callers.manager) =>
    call<ProductPhotosState & ErrorBody>(
      DELETE_UPLOAD,
      `/api/v1/admin/products/${productId}/photo-uploads/${uploadId}`,
      {
        method: 'DELETE',
        headers: as,
        params: { id: String(productId), uploadId: String(uploadId) },
      },
    );

  describe.each(refusedCallers)('for a caller who is %s', (who, status, code) => {
    it(`answers every call ${status} ${code} and changes nothing`, async () => {
      const as = callers[who] as Record<string, string>;
      const rows = await photoRows(lehenga());
      const [first, second] = rows.map((row) => row.id) as [number, number];
      const uploads = await uploadRows(lehenga());
      const answers = [
        await list(lehenga(), as),
        await upload(lehenga(), uploadForm({ file: await png('a.png') }), as),
        await reorder(lehenga(), [second, first], as),
        await setAlt(lehenga(), first, 'Changed', as),
        await remove(lehenga(), first, as),
        await removeUpload(lehenga(), 1, as),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(status);
        expect(answer.body.error.code).toBe(code);
      }
      expect(await photoRows(lehenga())).toEqual(rows);
      expect(await uploadRows(lehenga())).toEqual(uploads);
    });
  });

  it('refuses a staff browser that sends no X-XSRF-TOKEN header', async () => {
    const answer = await upload(
      lehenga(),
      uploadForm({ file: await png('a.png') }),
      callers.managerWithoutXsrf,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('csrf_failed');
  });

  it('lets a manager upload a photo: 202 at once, then its job adds it at the end', async () => {
    const before = await photoRows(lehenga());
    const files = await uploadedFiles(suite().storage);
    takeExpiredTags();
    const answer = await upload(
      lehenga(),
      uploadForm({ file: await png('front.png', 30, 40), alt: ' Front view ' }),
    );
    expect(answer.status).toBe(202);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [uploadId] = answer.body.uploadIds;
    expect(answer.body.photos.map((photo) => photo.id)).toEqual(before.map((row) => row.id));
    expect(answer.body.uploads).toEqual([
      { id: uploadId, fileName: 'front.png', alt: 'Front view', status: 'processing', error: null },
    ]);
    expect(await originalFiles(suite().storage)).toHaveLength(1);
    expect((await auditEntries(lehenga())).at(-1)).toMatchObject({
      actorId: callers.ids.manager,
      actorName: 'Manager',
      action: 'product.photos.add',
    });
    expect(takeExpiredTags()).toEqual([]);

    // What the photo manager asks every second until the upload is a photo.
    expect((await list(lehenga())).body.uploads).toHaveLength(1);
    await drainJobs(['process-photo']);
    const ready = await list(lehenga());
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.body.uploads).toEqual([]);
    const added = ready.body.photos.at(-1)!;
    expect(ready.body.photos.map((photo) => photo.id)).toEqual([
      ...before.map((row) => row.id),
      added.id,
    ]);
    expect(added).toMatchObject({ alt: 'Front view', width: 30, height: 40, position: 2 });
    expect(added.path).toMatch(/^\/media\/uploads\/products\/\d+\/[0-9a-f-]{36}\.webp$/);
    expect(await uploadedFiles(suite().storage)).toHaveLength(files.length + 1);
    expect(await originalFiles(suite().storage)).toEqual([]);
    expect(takeExpiredTags()).toContain(cacheTags.product(lehenga()));
  });

  it('lets the owner upload several photos in one request', async () => {
    const answer = await upload(
      gown(),
      uploadForm(
        { file: await png('one.png', 10, 10), alt: 'One' },
        { file: await png('two.png', 20, 20), alt: 'Two' },
      ),
      callers.owner,
    );
    expect(answer.status).toBe(202);
    expect(answer.body.uploads.map(({ fileName, alt }) => [fileName, alt])).toEqual([
      ['one.png', 'One'],
      ['two.png', 'Two'],
    ]);
    expect((await auditEntries(gown())).at(-1)).toMatchObject({ actorName: 'Owner' });
    await drainJobs(['process-photo']);
    const { photos } = (await list(gown())).body;
    expect(photos.map(({ alt, width }) => [alt, width]).sort()).toEqual([
      ['One', 10],
      ['Two', 20],
    ]);
  });

  it('removes an upload the job refused, and answers 404 for one that is not there', async () => {
    const answer = await upload(
      gown(),
      uploadForm({ file: photoFile(await halfAJpeg(), 'cut.jpg') }),
    );
    expect(answer.status).toBe(202);
    await drainJobs(['process-photo']);
    const [uploadId] = answer.body.uploadIds;
    expect((await list(gown())).body.uploads).toEqual([
      {
        id: uploadId,
        fileName: 'cut.jpg',
        alt: '',
        status: 'failed',
        error: '“cut.jpg” could not be read as a photo: the file is damaged or incomplete.',
      },
    ]);
    const removed = await removeUpload(gown(), uploadId!);
    expect(removed.status).toBe(200);
    expect(removed.body.uploads).toEqual([]);
    const again = await removeUpload(gown(), uploadId!);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('photo_upload_not_found');
    const bad = await removeUpload(gown(), 'first');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields!)).toEqual(['uploadId']);
  });

  it('refuses a renamed HTML file with a message that names it, adding nothing', async () => {
    const rows = await photoRows(gown());
    const answer = await upload(
      gown(),
      uploadForm({ file: photoFile('<!doctype html><p>hello</p>', 'dress.png', 'image/png') }),
    );
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatchObject({
      code: 'photo_type_refused',
      message: '“dress.png” is not a JPEG, PNG, WebP or HEIC photo. No photo was added.',
    });
    expect(await photoRows(gown())).toEqual(rows);
    expect(await uploadRows(gown())).toEqual([]);
  });

  it('refuses a photo over the size limit, and a request that is not a form', async () => {
    const huge = photoFile(new Uint8Array(photoUploads.maxFileBytes + 1), 'huge.jpg');
    const tooLarge = await upload(gown(), uploadForm({ file: huge }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('photo_too_large');
    const notAForm = await json(POST, 'POST', { id: String(gown()) }, { photo: 'x' });
    expect(notAForm.status).toBe(400);
    expect(notAForm.body.error.code).toBe('invalid_form');
    const noFile = await upload(gown(), new FormData());
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.code).toBe('validation_failed');
  });

  it('answers 404 for a product that does not exist and 400 for an id that is not one', async () => {
    const missing = await upload(999_999, uploadForm({ file: await png('a.png') }));
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('product_not_found');
    const notListed = await list(999_999);
    expect(notListed.status).toBe(404);
    expect(notListed.body.error.code).toBe('product_not_found');
    const bad = await call<ErrorBody>(POST, '/api/v1/admin/products/abc/photos', {
      method: 'POST',
      headers: callers.manager,
      body: uploadForm({ file: await png('a.png') }),
      params: { id: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields!)).toEqual(['id']);
  });

  it('reorders the photos, and refuses a list that misses one', async () => {
    const ids = (await photoRows(lehenga())).map((row) => row.id);
    const reversed = [...ids].reverse();
    const answer = await reorder(lehenga(), reversed);
    expect(answer.status).toBe(200);
    expect(answer.body.photos.map((photo) => [photo.id, photo.position])).toEqual(
      reversed.map((id, position) => [id, position]),
    );
    expect((await photoRows(lehenga())).map((row) => row.id)).toEqual(reversed);

    const partial = await reorder(lehenga(), reversed.slice(1));
    expect(partial.status).toBe(409);
    expect(partial.body.error.code).toBe('photos_changed');
    const notIds = await reorder(lehenga(), 'first');
    expect(notIds.status).toBe(400);
    expect(Object.keys(notIds.body.error.fields!)).toEqual(['photoIds']);
  });

  it('sets a photo’s alt text, and refuses one that is too long', async () => {
    const [photo] = await photoRows(lehenga());
    const answer = await setAlt(lehenga(), photo!.id, '  Maroon lehenga, back  ');
    expect(answer.status).toBe(200);
    expect(answer.body.photos.find((p) => p.id === photo!.id)!.alt).toBe('Maroon lehenga, back');
    expect((await auditEntries(lehenga())).at(-1)).toMatchObject({
      action: 'product.photo.alt',
      after: { id: photo!.id, alt: 'Maroon lehenga, back' },
    });
    const long = await setAlt(lehenga(), photo!.id, 'x'.repeat(photoUploads.altMaxLength + 1));
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields!)).toEqual(['alt']);
    const otherProducts = await setAlt(gown(), photo!.id, 'Not mine');
    expect(otherProducts.status).toBe(404);
    expect(otherProducts.body.error.code).toBe('photo_not_found');
  });

  it('deletes a photo: the others close up, and a second delete finds nothing', async () => {
    const rows = await photoRows(gown());
    const [first, ...rest] = rows;
    const answer = await remove(gown(), first!.id);
    expect(answer.status).toBe(200);
    expect(answer.body.photos.map((photo) => [photo.id, photo.position])).toEqual(
      rest.map((row, position) => [row.id, position]),
    );
    const again = await remove(gown(), first!.id);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('photo_not_found');
  });
});
