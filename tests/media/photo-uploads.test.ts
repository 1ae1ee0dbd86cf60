import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { addProductPhotos } from '@/lib/catalogue/products/photos/add-product-photos';
import { listProductPhotos } from '@/lib/catalogue/products/photos/list-product-photos';
import { removePhotoUpload } from '@/lib/catalogue/products/photos/remove-photo-upload';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { halfAJpeg, photoFile, solid } from './fixtures/photos';
import {
  auditEntries,
  describePhotoSuite,
  originalFiles,
  photoRows,
  uploadRows,
  uploadedFiles,
} from './photo-suite';
import { refusal } from './refusal';

const png = async (name: string) =>
  photoFile(await solid(20, 25).png().toBuffer(), name, 'image/png');

const cutJpeg = async (name: string) => photoFile(await halfAJpeg(), name);

describePhotoSuite('the uploads on their way', (suite) => {
  const saree = () => suite().catalogue.product['ivory-banarasi-saree']!;

  it('lists the photos and the uploads being prepared or refused, for an editor only', async () => {
    const { manager, clerk } = suite();
    const { uploadIds } = await addProductPhotos(manager, {
      productId: saree(),
      photos: [{ file: await png('ready.png') }, { file: await cutJpeg('cut.jpg'), alt: 'Cut' }],
    });
    const preparing = await listProductPhotos(manager, { productId: saree() });
    expect(preparing.uploads.map(({ id, status }) => [id, status])).toEqual([
      [uploadIds[0], 'processing'],
      [uploadIds[1], 'processing'],
    ]);
    await drainJobs(['process-photo']);

    const after = await listProductPhotos(manager, { productId: saree() });
    expect(after.photos).toEqual(
      (await photoRows(saree())).map(({ id, path, alt, width, height, position }) => ({
        id,
        path,
        alt,
        width,
        height,
        position,
      })),
    );
    expect(after.uploads).toEqual([
      {
        id: uploadIds[1],
        fileName: 'cut.jpg',
        alt: 'Cut',
        status: 'failed',
        error: '“cut.jpg” could not be read as a photo: the file is damaged or incomplete.',
      },
    ]);
    expect(await refusal(listProductPhotos(clerk, { productId: saree() }))).toMatchObject({
      kind: 'forbidden',
    });
    expect(await refusal(listProductPhotos(manager, { productId: 987_654 }))).toMatchObject({
      kind: 'not_found',
      code: 'product_not_found',
    });
  });

  it('removes a refused upload with a record of it; the store is not touched', async () => {
    const { manager } = suite();
    const [failed] = await uploadRows(saree());
    expect(failed).toMatchObject({ status: 'failed' });
    const photos = await photoRows(saree());
    takeExpiredTags();
    const answer = await removePhotoUpload(manager, { productId: saree(), uploadId: failed!.id });
    expect(answer.uploads).toEqual([]);
    expect(await uploadRows(saree())).toEqual([]);
    expect(await photoRows(saree())).toEqual(photos);
    expect(takeExpiredTags()).toEqual([]);
    expect((await auditEntries(saree())).at(-1)).toMatchObject({
      action: 'product.photo_upload.remove',
      actorId: manager.id,
      before: { uploadId: failed!.id, fileName: 'cut.jpg', status: 'failed' },
    });
    const again = await refusal(
      removePhotoUpload(manager, { productId: saree(), uploadId: failed!.id }),
    );
    expect(again).toMatchObject({ kind: 'not_found', code: 'photo_upload_not_found' });
  });

  it('cancels an upload still being prepared: its original goes, and its job makes nothing', async () => {
    const { manager, storage } = suite();
    const photos = await photoRows(saree());
    const made = await uploadedFiles(storage);
    const { uploadIds } = await addProductPhotos(manager, {
      productId: saree(),
      photos: [{ file: await png('unwanted.png') }],
    });
    expect(await originalFiles(storage)).toHaveLength(1);
    await removePhotoUpload(manager, { productId: saree(), uploadId: uploadIds[0]! });
    expect(await originalFiles(storage)).toEqual([]);
    expect(await drainJobs(['process-photo'])).toEqual({ completed: 1, failed: 0 });
    expect(await photoRows(saree())).toEqual(photos);
    expect(await uploadedFiles(storage)).toEqual(made);
  });

  it('refuses to remove another product’s upload, or for a role that may not edit', async () => {
    const { manager, clerk } = suite();
    const { uploadIds } = await addProductPhotos(manager, {
      productId: saree(),
      photos: [{ file: await png('mine.png') }],
    });
    const gown = suite().catalogue.product['ruby-party-gown']!;
    expect(
      await refusal(removePhotoUpload(manager, { productId: gown, uploadId: uploadIds[0]! })),
    ).toMatchObject({ kind: 'not_found', code: 'photo_upload_not_found' });
    expect(
      await refusal(removePhotoUpload(clerk, { productId: saree(), uploadId: uploadIds[0]! })),
    ).toMatchObject({ kind: 'forbidden' });
    expect((await uploadRows(saree())).map((row) => row.id)).toEqual(uploadIds);
    await drainJobs(['process-photo']);
  });
});
