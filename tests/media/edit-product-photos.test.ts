import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { productImagesOf } from '@/lib/catalogue/products/summary-fields';
import { getDb } from '@/lib/db/client';
import { productImages } from '@/lib/db/schema';
import { deleteProductPhoto } from '@/lib/catalogue/products/photos/delete-product-photo';
import { reorderProductPhotos } from '@/lib/catalogue/products/photos/reorder-product-photos';
import { setPhotoAlt } from '@/lib/catalogue/products/photos/set-photo-alt';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { photoFile, solid } from './fixtures/photos';
import { addPhotosNow, auditEntries, describePhotoSuite, photoRows } from './photo-suite';
import { refusal } from './refusal';

const ghost = { id: 999_999, name: 'Ghost', role: 'owner' as const };

describePhotoSuite('reordering, describing and deleting photos', (suite) => {
  let productId: number;
  let ids: number[];
  beforeAll(async () => {
    productId = suite().catalogue.product['gold-tissue-lehenga']!;
    const file = async (n: number) =>
      photoFile(
        await solid(40 + n, 50)
          .png()
          .toBuffer(),
        `${n}.png`,
      );
    const photos = await addPhotosNow(suite().manager, {
      productId,
      photos: [{ file: await file(1) }, { file: await file(2) }, { file: await file(3) }],
    });
    ids = photos.map((photo) => photo.id);
  });

  const ids$ = async () => (await photoRows(productId)).map((row) => row.id);

  describe('reorderProductPhotos', () => {
    it('puts the photos in the order given, as the storefront reads them', async () => {
      const order = [ids[2]!, ids[0]!, ids[1]!];
      const photos = await reorderProductPhotos(suite().manager, { productId, photoIds: order });
      expect(photos.map((photo) => [photo.id, photo.position])).toEqual([
        [order[0], 0],
        [order[1], 1],
        [order[2], 2],
      ]);
      const storefront = await productImagesOf(getDb(), [productId]);
      expect(storefront.get(productId)!.map((image) => image.photo)).toEqual(
        photos.map((photo) => photo.path),
      );
      expect((await auditEntries(productId)).at(-1)).toMatchObject({
        action: 'product.photos.reorder',
        actorId: suite().manager.id,
        before: { photoIds: ids },
        after: { photoIds: order },
      });
      expect(takeExpiredTags()).toContain(cacheTags.product(productId));
    });

    it('records and expires nothing when the order is the same', async () => {
      const entries = await auditEntries(productId);
      await reorderProductPhotos(suite().manager, { productId, photoIds: await ids$() });
      expect(await auditEntries(productId)).toEqual(entries);
      expect(takeExpiredTags()).toEqual([]);
    });

    it.each([
      ['a photo left out', (all: number[]) => all.slice(1)],
      ['another product’s photo added', (all: number[]) => [...all, 1]],
      ['another product’s photo instead of one', (all: number[]) => [1, ...all.slice(1)]],
    ])('refuses a list with %s: the photos changed meanwhile', async (_case, change) => {
      const before = await ids$();
      const error = await refusal(
        reorderProductPhotos(suite().manager, { productId, photoIds: change(before) }),
      );
      expect(error).toMatchObject({ kind: 'conflict', code: 'photos_changed' });
      expect(await ids$()).toEqual(before);
    });

    it('refuses a photo listed twice', async () => {
      const [first, ...rest] = await ids$();
      const error = await refusal(
        reorderProductPhotos(suite().manager, { productId, photoIds: [first!, first!, ...rest] }),
      );
      expect(error).toMatchObject({
        kind: 'invalid',
        fields: { photoIds: 'List each photo once' },
      });
    });

    it('is refused to a role that may not edit the catalogue', async () => {
      const error = await refusal(
        reorderProductPhotos(suite().clerk, { productId, photoIds: (await ids$()).reverse() }),
      );
      expect(error.kind).toBe('forbidden');
    });
  });

  describe('setPhotoAlt', () => {
    it('saves the text, trimmed, and records the old and the new', async () => {
      const [photoId] = await ids$();
      const photos = await setPhotoAlt(suite().manager, {
        productId,
        photoId: photoId!,
        alt: '  Gold tissue lehenga, back  ',
      });
      expect(photos.find((photo) => photo.id === photoId)?.alt).toBe('Gold tissue lehenga, back');
      expect((await auditEntries(productId)).at(-1)).toMatchObject({
        action: 'product.photo.alt',
        before: { id: photoId, alt: '' },
        after: { id: photoId, alt: 'Gold tissue lehenga, back' },
      });
      expect(takeExpiredTags()).toContain(cacheTags.allListings);
    });

    it('refuses a photo of another product, and a text too long', async () => {
      const other = suite().catalogue.product['maroon-zardozi-lehenga']!;
      const [theirs] = (await photoRows(other)).map((row) => row.id);
      const wrong = await refusal(
        setPhotoAlt(suite().manager, { productId, photoId: theirs!, alt: 'x' }),
      );
      expect(wrong).toMatchObject({ kind: 'not_found', code: 'photo_not_found' });
      const [mine] = await ids$();
      const long = await refusal(
        setPhotoAlt(suite().manager, { productId, photoId: mine!, alt: 'x'.repeat(301) }),
      );
      expect(long).toMatchObject({
        kind: 'invalid',
        fields: { alt: 'Use at most 300 characters' },
      });
    });
  });

  describe('deleteProductPhoto', () => {
    it('deletes the photo, closes up the others and removes its file after the commit', async () => {
      const { manager, storage } = suite();
      const [first, ...rest] = await photoRows(productId);
      const key = first!.path.replace(/^\/media\//, '');
      expect(await storage.storage.get(key)).not.toBeNull();

      const photos = await deleteProductPhoto(manager, { productId, photoId: first!.id });
      expect(photos.map((photo) => [photo.id, photo.position])).toEqual(
        rest.map((row, index) => [row.id, index]),
      );
      expect(await storage.storage.get(key)).toBeNull();
      expect((await auditEntries(productId)).at(-1)).toMatchObject({
        action: 'product.photo.delete',
        before: { id: first!.id, path: first!.path, alt: first!.alt, position: 0 },
        after: null,
      });
      expect(takeExpiredTags()).toContain(cacheTags.product(productId));
    });

    it('keeps the file when the deletion does not commit', async () => {
      const [photo] = await photoRows(productId);
      const key = photo!.path.replace(/^\/media\//, '');
      await expect(deleteProductPhoto(ghost, { productId, photoId: photo!.id })).rejects.toThrow();
      expect((await photoRows(productId))[0]).toEqual(photo);
      expect(await suite().storage.storage.get(key)).not.toBeNull();
    });

    it('keeps a file another product still shows', async () => {
      const { manager, storage } = suite();
      const [photo] = await photoRows(productId);
      const other = suite().catalogue.product['ivory-banarasi-saree']!;
      const [copy] = await getDb()
        .insert(productImages)
        .values({ ...photo!, id: undefined, productId: other, position: 5 })
        .returning();
      const key = photo!.path.replace(/^\/media\//, '');

      await deleteProductPhoto(manager, { productId, photoId: photo!.id });
      expect(await storage.storage.get(key)).not.toBeNull();
      await deleteProductPhoto(manager, { productId: other, photoId: copy!.id });
      expect(await storage.storage.get(key)).toBeNull();
    });

    it('refuses a photo of another product', async () => {
      const other = suite().catalogue.product['maroon-zardozi-lehenga']!;
      const [theirs] = await photoRows(other);
      const error = await refusal(
        deleteProductPhoto(suite().manager, { productId, photoId: theirs!.id }),
      );
      expect(error).toMatchObject({ kind: 'not_found', code: 'photo_not_found' });
      const [still] = await getDb()
        .select()
        .from(productImages)
        .where(eq(productImages.id, theirs!.id));
      expect(still).toEqual(theirs);
    });

    it('deletes the last photo too, leaving none', async () => {
      for (const id of await ids$()) {
        await deleteProductPhoto(suite().manager, { productId, photoId: id });
      }
      expect(await photoRows(productId)).toEqual([]);
    });
  });
});
