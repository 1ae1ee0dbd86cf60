import { GetObjectCommand } from '@aws-sdk/client-s3';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { addProductPhotos } from '@/lib/catalogue/products/photos/add-product-photos';
import { setMediaStorageForTests } from '@/lib/catalogue/media/storage/configured';
import { s3Client } from '@/lib/catalogue/media/storage/s3-storage';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { buildHeic } from './fixtures/heic';
import { blue, jpegWithGps, photoFile, pngDeclaring, red, solid } from './fixtures/photos';
import {
  auditEntries,
  describePhotoSuite,
  originalFiles,
  photoRows,
  queuedPhotoJobs,
  uploadedFiles,
  uploadRows,
} from './photo-suite';
import { openTestStorage } from './storages';
import { refusal } from './refusal';

const jpeg = async (name: string) => photoFile(await jpegWithGps(300, 400), name);
const png = async (name: string) => photoFile(await solid(200, 250).png().toBuffer(), name);
const heic = (name: string) =>
  photoFile(
    buildHeic({ width: 16, height: 32, colourAt: (_x, y) => (y < 16 ? red : blue) }),
    name,
    'image/heic',
  );

const originalKey = (productId: number) =>
  new RegExp(`^originals/products/${productId}/[0-9a-f-]{36}$`);

describePhotoSuite('addProductPhotos', (suite) => {
  const lehenga = () => suite().catalogue.product['maroon-zardozi-lehenga']!;

  // Each test leaves no job behind for the next one's counts.
  afterEach(() => drainJobs(['process-photo']));

  it('answers before any photo is prepared: the originals stored, a row and a job each', async () => {
    const { manager, storage } = suite();
    const before = await photoRows(lehenga());
    expect(before.map((row) => row.position)).toEqual([0, 1]);
    const made = await uploadedFiles(storage);
    const files = [await jpeg('front.jpg'), await png('back.png'), heic('IMG_0042.HEIC')];

    const answer = await addProductPhotos(manager, {
      productId: lehenga(),
      photos: [
        { file: files[0]!, alt: '  Maroon lehenga, front  ' },
        { file: files[1]! },
        { file: files[2]!, alt: 'Zardozi border, close up' },
      ],
    });

    // The storefront's photos are as they were: nothing was decoded or added yet.
    expect(answer.photos.map((photo) => photo.id)).toEqual(before.map((row) => row.id));
    expect(await photoRows(lehenga())).toEqual(before);
    expect(await uploadedFiles(storage)).toEqual(made);
    expect(takeExpiredTags()).toEqual([]);

    expect(answer.uploads).toEqual([
      {
        id: answer.uploadIds[0],
        fileName: 'front.jpg',
        alt: 'Maroon lehenga, front',
        status: 'processing',
        error: null,
      },
      { id: answer.uploadIds[1], fileName: 'back.png', alt: '', status: 'processing', error: null },
      {
        id: answer.uploadIds[2],
        fileName: 'IMG_0042.HEIC',
        alt: 'Zardozi border, close up',
        status: 'processing',
        error: null,
      },
    ]);
    const rows = await uploadRows(lehenga());
    expect(rows.map(({ contentType, createdBy }) => [contentType, createdBy])).toEqual([
      ['image/jpeg', manager.id],
      ['image/png', manager.id],
      ['image/heic', manager.id],
    ]);
    for (const [index, row] of rows.entries()) {
      expect(row.originalKey).toMatch(originalKey(lehenga()));
      const stored = await storage.storage.get(row.originalKey);
      expect(Buffer.from(stored!.body)).toEqual(Buffer.from(await files[index]!.arrayBuffer()));
    }
    expect(await originalFiles(storage)).toHaveLength(3);
    expect(await queuedPhotoJobs()).toEqual(answer.uploadIds);
  });

  it('records who uploaded which files', async () => {
    const { manager } = suite();
    const { uploadIds } = await addProductPhotos(manager, {
      productId: lehenga(),
      photos: [{ file: await png('extra.png'), alt: 'Extra' }],
    });
    expect((await auditEntries(lehenga())).at(-1)).toMatchObject({
      actorId: manager.id,
      actorName: 'Rina',
      action: 'product.photos.add',
      entity: 'product',
      entityId: String(lehenga()),
      before: null,
      after: [{ uploadId: uploadIds[0], fileName: 'extra.png', alt: 'Extra' }],
    });
  });

  it('takes nothing when one file is refused at once, and names that file', async () => {
    const { manager, storage } = suite();
    const [rows, uploads, originals, entries] = [
      await photoRows(lehenga()),
      await uploadRows(lehenga()),
      await originalFiles(storage),
      await auditEntries(lehenga()),
    ];
    const error = await refusal(
      addProductPhotos(manager, {
        productId: lehenga(),
        photos: [
          { file: await jpeg('good.jpg') },
          { file: photoFile('<html><script>alert(1)</script></html>', 'bad.jpg') },
        ],
      }),
    );
    expect(error).toMatchObject({ kind: 'unsupported_type', code: 'photo_type_refused' });
    expect(error.message).toBe(
      '“bad.jpg” is not a JPEG, PNG, WebP or HEIC photo. No photo was added.',
    );
    expect(error.fields).toEqual({
      'photos.1': '“bad.jpg” is not a JPEG, PNG, WebP or HEIC photo.',
    });
    expect(await photoRows(lehenga())).toEqual(rows);
    expect(await uploadRows(lehenga())).toEqual(uploads);
    expect(await originalFiles(storage)).toEqual(originals);
    expect(await auditEntries(lehenga())).toEqual(entries);
    expect(await queuedPhotoJobs()).toEqual([]);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('reports every refused file at once: too large, not a photo, too many pixels by its header', async () => {
    const error = await refusal(
      addProductPhotos(suite().manager, {
        productId: lehenga(),
        photos: [
          { file: photoFile(new Uint8Array(21 * 1024 * 1024), 'huge.jpg') },
          { file: await png('fine.png') },
          { file: photoFile('<svg/>', 'x.svg') },
          { file: photoFile(pngDeclaring(30_000, 30_000), 'bomb.png') },
        ],
      }),
    );
    expect(error).toMatchObject({ kind: 'unprocessable', code: 'photos_refused' });
    expect(error.fields).toEqual({
      'photos.0': '“huge.jpg” is 21 MB; a photo may be at most 20 MB.',
      'photos.2': '“x.svg” is not a JPEG, PNG, WebP or HEIC photo.',
      'photos.3': '“bomb.png” is 30000 × 30000 pixels; a photo may have at most 70 megapixels.',
    });
    expect(await queuedPhotoJobs()).toEqual([]);
  });

  it('refuses a HEIC whose header declares too many pixels, before its job', async () => {
    const bomb = buildHeic({
      width: 16,
      height: 16,
      colourAt: () => red,
      declared: { width: 20_000, height: 20_000 },
    });
    const error = await refusal(
      addProductPhotos(suite().manager, {
        productId: lehenga(),
        photos: [{ file: photoFile(bomb, 'bomb.heic', 'image/heic') }],
      }),
    );
    expect(error).toMatchObject({ kind: 'unprocessable', code: 'photo_too_many_pixels' });
  });

  it('removes the stored originals when the transaction fails', async () => {
    const { storage } = suite();
    const originals = await originalFiles(storage);
    const uploads = await uploadRows(lehenga());
    // An actor with no user row: the upload's foreign key fails inside the transaction.
    const ghost = { id: 999_999, name: 'Ghost', role: 'owner' as const };
    const put = jest.spyOn(storage.storage, 'put');
    const removed = jest.spyOn(storage.storage, 'delete');
    await expect(
      addProductPhotos(ghost, { productId: lehenga(), photos: [{ file: await png('a.png') }] }),
    ).rejects.toThrow();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]![0]).toMatch(originalKey(lehenga()));
    expect(removed).toHaveBeenCalledWith(put.mock.calls[0]![0]);
    put.mockRestore();
    removed.mockRestore();
    expect(await originalFiles(storage)).toEqual(originals);
    expect(await uploadRows(lehenga())).toEqual(uploads);
    expect(await queuedPhotoJobs()).toEqual([]);
  });

  it('is refused to a role that may not edit the catalogue, before any file is read', async () => {
    const file = await png('a.png');
    const read = jest.spyOn(file, 'arrayBuffer');
    const error = await refusal(
      addProductPhotos(suite().clerk, { productId: lehenga(), photos: [{ file }] }),
    );
    expect(error).toMatchObject({ kind: 'forbidden', code: 'forbidden' });
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses an unknown product before any file is read', async () => {
    const file = await png('a.png');
    const read = jest.spyOn(file, 'arrayBuffer');
    const error = await refusal(
      addProductPhotos(suite().manager, { productId: 987_654, photos: [{ file }] }),
    );
    expect(error).toMatchObject({ kind: 'not_found', code: 'product_not_found' });
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['no photo', () => ({ photos: [] }), { photos: 'Choose at least one photo' }],
    [
      'too many photos',
      () => ({ photos: Array.from({ length: 21 }, () => ({ file: photoFile('x', 'x.jpg') })) }),
      { photos: 'Send at most 20 photos at once' },
    ],
    [
      'a text instead of a file',
      () => ({ photos: [{ file: 'not a file' }] }),
      { 'photos.0.file': 'Choose a photo file' },
    ],
    [
      'an alt text of 301 characters',
      () => ({ photos: [{ file: photoFile('x', 'x.jpg'), alt: 'a'.repeat(301) }] }),
      { 'photos.0.alt': 'Use at most 300 characters' },
    ],
  ])('refuses %s with a message per field', async (_case, body, fields) => {
    const input = { productId: lehenga(), ...body() } as Parameters<typeof addProductPhotos>[1];
    const error = await refusal(addProductPhotos(suite().manager, input));
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed', fields });
  });

  it('keeps a file’s name without its control characters', async () => {
    const { uploads, uploadIds } = await addProductPhotos(suite().manager, {
      productId: lehenga(),
      photos: [{ file: await png(`  front\u0007\n${'x'.repeat(300)}.png`) }],
    });
    const upload = uploads.find((row) => row.id === uploadIds[0])!;
    expect(upload.fileName).toBe(`front${'x'.repeat(195)}`);
  });

  it('stores the original in the S3 bucket when that is the storage, kept from caches', async () => {
    const s3 = await openTestStorage('s3');
    setMediaStorageForTests(s3.storage);
    try {
      const { uploadIds } = await addProductPhotos(suite().manager, {
        productId: lehenga(),
        photos: [{ file: await jpeg('s3.jpg') }],
      });
      const row = (await uploadRows(lehenga())).find((upload) => upload.id === uploadIds[0])!;
      const { settings } = s3.s3!;
      const object = await s3Client(settings).send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: row.originalKey }),
      );
      expect(object.ContentType).toBe('image/jpeg');
      expect(object.CacheControl).toBe('private, no-store');
      await drainJobs(['process-photo']);
      expect(await s3.storage.get(row.originalKey)).toBeNull();
    } finally {
      setMediaStorageForTests(suite().storage.storage);
      await s3.dispose();
    }
  });
});
