import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as getMedia } from '@/app/media/[...path]/route';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { productPhotoUploads } from '@/lib/db/schema';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { runJob } from '@/lib/bootstrap/jobs/run-job';
import { addProductPhotos } from '@/lib/catalogue/products/photos/add-product-photos';
import { setMediaStorageForTests } from '@/lib/catalogue/media/storage/configured';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { buildHeic } from './fixtures/heic';
import { blue, halfAJpeg, jpegWithGps, photoFile, red, solid } from './fixtures/photos';
import {
  auditEntries,
  describePhotoSuite,
  makeRetriesDue,
  originalFiles,
  photoRows,
  queuedPhotoJobs,
  uploadedFiles,
  uploadRows,
} from './photo-suite';
import { openTestStorage } from './storages';

const png = async (name: string, width = 200, height = 250) =>
  photoFile(await solid(width, height).png().toBuffer(), name, 'image/png');

const serve = (url: string) => {
  const segments = url.replace(/^\/media\//, '').split('/');
  return getMedia(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ path: segments }),
  });
};

const uploadRow = async (id: number) =>
  (await getDb().select().from(productPhotoUploads).where(eq(productPhotoUploads.id, id)))[0];

describePhotoSuite('the process-photo job', (suite) => {
  const lehenga = () => suite().catalogue.product['maroon-zardozi-lehenga']!;
  const gown = () => suite().catalogue.product['ruby-party-gown']!;

  const upload = async (productId: number, ...photos: { file: File; alt?: string }[]) =>
    (await addProductPhotos(suite().manager, { productId, photos })).uploadIds;

  it('makes each WebP and its row after the product’s photos, then removes the original and the upload', async () => {
    const { storage } = suite();
    const before = await photoRows(lehenga());
    const made = await uploadedFiles(storage);
    // One file a request, as the photo manager sends them: each is added in the order sent.
    const ids = [
      ...(await upload(lehenga(), {
        file: photoFile(await jpegWithGps(300, 400), 'front.jpg'),
        alt: ' Front ',
      })),
      ...(await upload(lehenga(), { file: await png('back.png') })),
      ...(await upload(lehenga(), {
        file: photoFile(
          buildHeic({ width: 16, height: 32, colourAt: (_x, y) => (y < 16 ? red : blue) }),
          'IMG_0042.HEIC',
        ),
        alt: 'Border',
      })),
    ];
    const entries = await auditEntries(lehenga());
    takeExpiredTags();

    expect(await drainJobs(['process-photo'])).toEqual({ completed: 3, failed: 0 });

    const rows = await photoRows(lehenga());
    expect(rows.slice(0, before.length)).toEqual(before);
    const added = rows.slice(before.length);
    expect(added.map(({ alt, width, height, position }) => [alt, width, height, position])).toEqual(
      [
        ['Front', 300, 400, before.length],
        ['', 200, 250, before.length + 1],
        ['Border', 16, 32, before.length + 2],
      ],
    );
    for (const photo of added) {
      expect(photo.path).toMatch(
        new RegExp(`^/media/uploads/products/${lehenga()}/[0-9a-f-]{36}\\.webp$`),
      );
      const answer = await serve(photo.path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const webp = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(webp.exif).toBeUndefined();
    }
    expect(await uploadedFiles(storage)).toHaveLength(made.length + 3);
    expect(await originalFiles(storage)).toEqual([]);
    expect(await uploadRows(lehenga())).toEqual([]);
    for (const id of ids) expect(await uploadRow(id)).toBeUndefined();
    // The job is the store's, not a second staff write.
    expect(await auditEntries(lehenga())).toEqual(entries);
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(lehenga()),
        cacheTags.categoryListing('bridal-lehenga'),
        cacheTags.categoryListing('lehenga'),
        cacheTags.categoryListing('clothing'),
        cacheTags.allListings,
      ]),
    );
    expect(expired).not.toContain(cacheTags.categoryListing('saree'));
  });

  it.each([
    [
      'a JPEG cut off halfway',
      async () => photoFile(await halfAJpeg(), 'cut.jpg'),
      '“cut.jpg” could not be read as a photo: the file is damaged or incomplete.',
    ],
    [
      'a HEIC that is only a header',
      async () =>
        photoFile(
          Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64, 7)]),
          'IMG_9.HEIC',
        ),
      '“IMG_9.HEIC” could not be read as a photo: the file is damaged or incomplete.',
    ],
  ])(
    '%s is taken, then marked failed with the reason; its original goes and its job is not retried',
    async (_case, make, message) => {
      const { storage } = suite();
      const before = await photoRows(gown());
      const made = await uploadedFiles(storage);
      const [id] = await upload(gown(), { file: await make() });
      takeExpiredTags();

      expect(await drainJobs(['process-photo'])).toEqual({ completed: 1, failed: 0 });

      expect(await uploadRow(id!)).toMatchObject({ status: 'failed', error: message });
      expect(await photoRows(gown())).toEqual(before);
      expect(await uploadedFiles(storage)).toEqual(made);
      expect(await originalFiles(storage)).toEqual([]);
      expect(takeExpiredTags()).toEqual([]);
      expect(await queuedPhotoJobs()).toEqual([]);
    },
  );

  it('changes nothing when it runs again, after a photo was made or refused', async () => {
    const { storage } = suite();
    const [made, refused] = await upload(
      gown(),
      { file: await png('again.png') },
      { file: photoFile(await halfAJpeg(), 'broken.jpg') },
    );
    await drainJobs(['process-photo']);
    const [rows, uploads, files] = [
      await photoRows(gown()),
      await uploadRows(gown()),
      await uploadedFiles(storage),
    ];
    takeExpiredTags();

    await runJob('process-photo', { uploadId: made });
    await runJob('process-photo', { uploadId: refused });
    await runJob('process-photo', { uploadId: 987_654 });
    // Data that is no upload's id fails the job before it looks at anything.
    await expect(runJob('process-photo', { uploadId: 'not a number' })).rejects.toThrow(
      "The process-photo job's payload does not fit its schema (uploadId: Invalid input: expected number, received string)",
    );

    expect(await photoRows(gown())).toEqual(rows);
    expect(await uploadRows(gown())).toEqual(uploads);
    expect(await uploadedFiles(storage)).toEqual(files);
    expect(await originalFiles(storage)).toEqual([]);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('is tried again when storage fails, and makes the photo once it is back', async () => {
    const { storage } = suite();
    const before = await photoRows(gown());
    const [id] = await upload(gown(), { file: await png('retry.png', 30, 40) });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const put = jest
      .spyOn(storage.storage, 'put')
      .mockRejectedValueOnce(new Error('the disk is full'));
    try {
      expect(await drainJobs(['process-photo'])).toEqual({ completed: 0, failed: 1 });
      expect(await uploadRow(id!)).toMatchObject({ status: 'processing', error: null });
      expect(await originalFiles(storage)).toHaveLength(1);
      expect(await photoRows(gown())).toEqual(before);

      await makeRetriesDue();
      expect(await drainJobs(['process-photo'])).toEqual({ completed: 1, failed: 0 });
    } finally {
      put.mockRestore();
      log.mockRestore();
    }
    expect((await photoRows(gown())).map(({ width, height }) => [width, height]).at(-1)).toEqual([
      30, 40,
    ]);
    expect(await uploadRow(id!)).toBeUndefined();
    expect(await originalFiles(storage)).toEqual([]);
  });

  it('marks an upload failed when its original is gone from storage', async () => {
    const { storage } = suite();
    const [id] = await upload(gown(), { file: await png('lost.png') });
    await storage.storage.delete((await uploadRow(id!))!.originalKey);
    await drainJobs(['process-photo']);
    expect(await uploadRow(id!)).toMatchObject({
      status: 'failed',
      error: '“lost.png” was lost before it could be prepared. Upload it again.',
    });
  });

  it('removes what it made when the upload was removed while it ran', async () => {
    const { storage } = suite();
    const before = await photoRows(gown());
    const made = await uploadedFiles(storage);
    const [id] = await upload(gown(), { file: await png('unwanted.png') });
    const put = storage.storage.put.bind(storage.storage);
    const spy = jest.spyOn(storage.storage, 'put').mockImplementation(async (...args) => {
      await put(...args);
      await getDb().delete(productPhotoUploads).where(eq(productPhotoUploads.id, id!));
    });
    try {
      expect(await drainJobs(['process-photo'])).toEqual({ completed: 1, failed: 0 });
    } finally {
      spy.mockRestore();
    }
    expect(await photoRows(gown())).toEqual(before);
    expect(await uploadedFiles(storage)).toEqual(made);
    expect(await originalFiles(storage)).toEqual([]);
  });

  it('lets two jobs for one product take turns at its positions', async () => {
    const productId = suite().catalogue.product['gold-tissue-lehenga']!;
    const ids = await upload(
      productId,
      { file: await png('a.png') },
      { file: await png('b.png') },
      { file: await png('c.png') },
    );
    const before = (await photoRows(productId)).length;
    await Promise.all(ids.map((uploadId) => runJob('process-photo', { uploadId })));
    expect((await photoRows(productId)).map((row) => row.position)).toEqual(
      Array.from({ length: before + 3 }, (_, index) => index),
    );
    await drainJobs(['process-photo']);
  });

  it('reads the original from an S3 bucket and stores the photo there', async () => {
    const s3 = await openTestStorage('s3');
    setMediaStorageForTests(s3.storage);
    try {
      const [id] = await upload(lehenga(), { file: await png('s3.png', 40, 50) });
      const { originalKey } = (await uploadRow(id!))!;
      expect(await s3.storage.get(originalKey)).not.toBeNull();
      expect(await drainJobs(['process-photo'])).toEqual({ completed: 1, failed: 0 });
      const photo = (await photoRows(lehenga())).at(-1)!;
      expect([photo.width, photo.height]).toEqual([40, 50]);
      const key = photo.path.replace(/^\/media\//, '');
      expect((await s3.storage.get(key))?.contentType).toBe('image/webp');
      expect((await serve(photo.path)).status).toBe(200);
      expect(await s3.storage.get(originalKey)).toBeNull();
      expect(await uploadRow(id!)).toBeUndefined();
    } finally {
      setMediaStorageForTests(suite().storage.storage);
      await s3.dispose();
    }
  });
});
