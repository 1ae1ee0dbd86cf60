import { cacheTags } from '@/lib/cache-tags';
import { addProductPhotos } from '@/lib/media/product-photos/add-product-photos';
import { setMediaStorageForTests } from '@/lib/media/storage/configured';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { GET as getMedia } from '@/app/media/[...path]/route';
import { buildHeic } from './fixtures/heic';
import { blue, jpegWithGps, photoFile, red, solid } from './fixtures/photos';
import { auditEntries, describePhotoSuite, photoRows, uploadedFiles } from './photo-suite';
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

const serve = (url: string) => {
  const segments = url.replace(/^\/media\//, '').split('/');
  return getMedia(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ path: segments }),
  });
};

describePhotoSuite('addProductPhotos', (suite) => {
  const lehenga = () => suite().catalogue.product['maroon-zardozi-lehenga']!;

  it('adds many photos after the product’s own, in order, with their alt texts', async () => {
    const { manager, storage } = suite();
    const before = await photoRows(lehenga());
    expect(before.map((row) => row.position)).toEqual([0, 1]);

    const photos = await addProductPhotos(manager, {
      productId: lehenga(),
      photos: [
        { file: await jpeg('front.jpg'), alt: '  Maroon lehenga, front  ' },
        { file: await png('back.png') },
        { file: heic('IMG_0042.HEIC'), alt: 'Zardozi border, close up' },
      ],
    });

    expect(photos.map((photo) => photo.position)).toEqual([0, 1, 2, 3, 4]);
    const added = photos.slice(2);
    expect(added.map(({ alt, width, height }) => ({ alt, width, height }))).toEqual([
      { alt: 'Maroon lehenga, front', width: 300, height: 400 },
      { alt: '', width: 200, height: 250 },
      { alt: 'Zardozi border, close up', width: 16, height: 32 },
    ]);
    for (const photo of added) {
      expect(photo.path).toMatch(
        new RegExp(`^/media/uploads/products/${lehenga()}/[0-9a-f-]{36}\\.webp$`),
      );
      const answer = await serve(photo.path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
    }
    expect(await uploadedFiles(storage)).toHaveLength(3);
  });

  it('records who added which photos, and expires what shows the product', async () => {
    const { manager } = suite();
    takeExpiredTags();
    const photos = await addProductPhotos(manager, {
      productId: lehenga(),
      photos: [{ file: await png('extra.png'), alt: 'Extra' }],
    });
    const last = photos.at(-1)!;
    const entry = (await auditEntries(lehenga())).at(-1)!;
    expect(entry).toMatchObject({
      actorId: manager.id,
      actorName: 'Rina',
      action: 'product.photos.add',
      entity: 'product',
      entityId: String(lehenga()),
      before: null,
      after: [{ id: last.id, path: last.path, alt: 'Extra', position: last.position }],
    });
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

  it('adds nothing when one file is refused, and names that file', async () => {
    const { manager, storage } = suite();
    const [rows, files, entries] = [
      await photoRows(lehenga()),
      await uploadedFiles(storage),
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
    expect(error).toMatchObject({ status: 415, code: 'photo_type_refused' });
    expect(error.message).toBe(
      '“bad.jpg” is not a JPEG, PNG, WebP or HEIC photo. No photo was added.',
    );
    expect(error.fields).toEqual({
      'photos.1': '“bad.jpg” is not a JPEG, PNG, WebP or HEIC photo.',
    });
    expect(await photoRows(lehenga())).toEqual(rows);
    expect(await uploadedFiles(storage)).toEqual(files);
    expect(await auditEntries(lehenga())).toEqual(entries);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('reports every refused file at once', async () => {
    const error = await refusal(
      addProductPhotos(suite().manager, {
        productId: lehenga(),
        photos: [
          { file: photoFile(new Uint8Array(21 * 1024 * 1024), 'huge.jpg') },
          { file: await png('fine.png') },
          { file: photoFile('<svg/>', 'x.svg') },
        ],
      }),
    );
    expect(error).toMatchObject({ status: 422, code: 'photos_refused' });
    expect(Object.keys(error.fields!)).toEqual(['photos.0', 'photos.2']);
  });

  it('removes the stored files when the transaction fails', async () => {
    const { storage } = suite();
    const files = await uploadedFiles(storage);
    const rows = await photoRows(lehenga());
    // An actor with no user row: the audit entry's foreign key fails inside the transaction.
    const ghost = { id: 999_999, name: 'Ghost', role: 'owner' as const };
    const put = jest.spyOn(storage.storage, 'put');
    const removed = jest.spyOn(storage.storage, 'delete');
    await expect(
      addProductPhotos(ghost, { productId: lehenga(), photos: [{ file: await png('a.png') }] }),
    ).rejects.toThrow();
    expect(put).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith(put.mock.calls[0]![0]);
    put.mockRestore();
    removed.mockRestore();
    expect(await uploadedFiles(storage)).toEqual(files);
    expect(await photoRows(lehenga())).toEqual(rows);
  });

  it('lets two uploads to one product at once take turns', async () => {
    const productId = suite().catalogue.product['ruby-party-gown']!;
    const upload = async (name: string) =>
      addProductPhotos(suite().manager, {
        productId,
        photos: [{ file: await png(`${name}-1.png`) }, { file: await png(`${name}-2.png`) }],
      });
    await Promise.all([upload('a'), upload('b')]);
    expect((await photoRows(productId)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });

  it('is refused to a role that may not edit the catalogue, before any file is read', async () => {
    const file = await png('a.png');
    const read = jest.spyOn(file, 'arrayBuffer');
    const error = await refusal(
      addProductPhotos(suite().clerk, { productId: lehenga(), photos: [{ file }] }),
    );
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses an unknown product before any file is read', async () => {
    const file = await png('a.png');
    const read = jest.spyOn(file, 'arrayBuffer');
    const error = await refusal(
      addProductPhotos(suite().manager, { productId: 987_654, photos: [{ file }] }),
    );
    expect(error).toMatchObject({ status: 404, code: 'product_not_found' });
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
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields });
  });

  it('stores in the S3 bucket when that is the storage, and /media serves from it', async () => {
    const s3 = await openTestStorage('s3');
    setMediaStorageForTests(s3.storage);
    try {
      const photos = await addProductPhotos(suite().manager, {
        productId: lehenga(),
        photos: [{ file: await jpeg('s3.jpg') }],
      });
      const key = photos.at(-1)!.path.replace(/^\/media\//, '');
      expect((await s3.storage.get(key))?.contentType).toBe('image/webp');
      expect((await serve(photos.at(-1)!.path)).status).toBe(200);
    } finally {
      setMediaStorageForTests(suite().storage.storage);
      await s3.dispose();
    }
  });
});
