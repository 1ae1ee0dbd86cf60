import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { cacheTags } from '@/lib/cache-tags';
import { getLiveBannerSlides } from '@/lib/content/pages/banner/cached';
import { createSlide } from '@/lib/content/pages/banner/edit-slides';
import { removeSlidePhoto, uploadSlidePhoto } from '@/lib/content/pages/banner/slide-photo';
import { getDb } from '@/lib/db/client';
import { bannerSlides } from '@/lib/db/schema';
import { mediaKeyOfUrl } from '@/lib/catalogue/media/media-key';
import { setMediaStorageForTests } from '@/lib/catalogue/media/storage/configured';
import { bannerSlideSchema } from '@/lib/content/schemas/content';
import { photoFile, solid } from '@/tests/media/fixtures/photos';
import { openTestStorage, type TestStorage } from '@/tests/media/storages';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeContent, managerOf } from './support';

let opened: TestStorage;
beforeAll(async () => {
  opened = await openTestStorage('local');
  setMediaStorageForTests(opened.storage);
});
afterAll(async () => {
  setMediaStorageForTests(undefined);
  await opened.dispose();
});

const landscape = async () => photoFile(await solid(3000, 2000).jpeg().toBuffer(), 'IMG_2041.jpg');

async function sizeOf(path: string | null) {
  const stored = await opened.storage.get(mediaKeyOfUrl(path!)!);
  const { width, height, format } = await sharp(stored!.body).metadata();
  return { width, height, format };
}

const stored = async (path: string | null) =>
  (await opened.storage.get(mediaKeyOfUrl(path!)!)) !== null;

describeContent('a banner slide’s photograph', (fixture) => {
  let slideId: number;
  beforeAll(async () => {
    const slide = await createSlide(
      managerOf(fixture()),
      bannerSlideSchema.parse({
        message: 'Eid edit',
        linkHref: '/shop',
        linkLabel: 'Shop',
        active: 'on',
      }),
    );
    slideId = slide.id;
  });
  beforeEach(() => takeExpiredTags());

  it('makes a square desktop crop and a 4:5 phone crop of one upload, and shows the slide', async () => {
    const photos = await uploadSlidePhoto(managerOf(fixture()), {
      slideId,
      file: await landscape(),
      crop: 'both',
    });
    expect(photos.image).toMatch(/^\/media\/banner\/\d+-desktop-[\w-]+\.webp$/);
    expect(await sizeOf(photos.image)).toEqual({ width: 1600, height: 1600, format: 'webp' });
    expect(await sizeOf(photos.imagePhone)).toEqual({ width: 1200, height: 1500, format: 'webp' });
    expect(takeExpiredTags()).toEqual([cacheTags.banner]);
    expect((await getLiveBannerSlides()).find((slide) => slide.id === slideId)).toMatchObject(
      photos,
    );
    const [entry] = await auditOf('banner_slide');
    expect(entry).toMatchObject({ action: 'banner.photo', after: photos });
  });

  it('replaces the phone crop alone, and removes the file it replaced', async () => {
    const [before] = await getDb().select().from(bannerSlides).where(eq(bannerSlides.id, slideId));
    const photos = await uploadSlidePhoto(managerOf(fixture()), {
      slideId,
      file: photoFile(await solid(900, 1400).png().toBuffer(), 'portrait.png'),
      crop: 'phone',
    });
    expect(photos.image).toBe(before!.image);
    expect(photos.imagePhone).not.toBe(before!.imagePhone);
    // Smaller than the frame: not enlarged, still 4:5.
    expect(await sizeOf(photos.imagePhone)).toEqual({ width: 900, height: 1125, format: 'webp' });
    expect(await stored(before!.imagePhone)).toBe(false);
    expect(await stored(photos.image)).toBe(true);
  });

  it('refuses a file that is not a photograph, and a role that may not edit content', async () => {
    const [before] = await getDb().select().from(bannerSlides).where(eq(bannerSlides.id, slideId));
    await expect(
      uploadSlidePhoto(managerOf(fixture()), {
        slideId,
        file: photoFile('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.jpg'),
        crop: 'both',
      }),
    ).rejects.toMatchObject({ kind: 'unsupported_type' });
    const clerk = { id: fixture().clerk, name: 'Clerk', role: 'staff' } as const;
    await expect(
      uploadSlidePhoto(clerk, { slideId, file: await landscape(), crop: 'both' }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(removeSlidePhoto(clerk, slideId)).rejects.toMatchObject({ kind: 'forbidden' });
    const [after] = await getDb().select().from(bannerSlides).where(eq(bannerSlides.id, slideId));
    expect(after).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('answers a slide that is gone with not found, keeping no file', async () => {
    const put = jest.spyOn(opened.storage, 'put');
    const deleted = jest.spyOn(opened.storage, 'delete');
    await expect(
      uploadSlidePhoto(managerOf(fixture()), {
        slideId: 999_999,
        file: await landscape(),
        crop: 'both',
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(deleted.mock.calls.map(([key]) => key)).toEqual(put.mock.calls.map(([key]) => key));
    put.mockRestore();
    deleted.mockRestore();
  });

  it('takes the photographs away: files gone, slide no longer shown', async () => {
    const [before] = await getDb().select().from(bannerSlides).where(eq(bannerSlides.id, slideId));
    expect(await removeSlidePhoto(managerOf(fixture()), slideId)).toEqual({
      image: null,
      imagePhone: null,
    });
    expect(await stored(before!.image)).toBe(false);
    expect(await stored(before!.imagePhone)).toBe(false);
    expect((await getLiveBannerSlides()).map((slide) => slide.id)).not.toContain(slideId);
    expect(takeExpiredTags()).toEqual([cacheTags.banner]);
  });
});
