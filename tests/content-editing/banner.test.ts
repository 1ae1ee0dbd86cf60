import { asc, eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getLiveBannerSlides } from '@/lib/content/pages/banner/cached';
import {
  createSlide,
  deleteSlide,
  moveSlide,
  updateSlide,
} from '@/lib/content/pages/banner/edit-slides';
import {
  isLive,
  listBannerSlides,
  liveSlides,
  type BannerSlideRow,
} from '@/lib/content/pages/banner/slides';
import { getDb } from '@/lib/db/client';
import { bannerSlides } from '@/lib/db/schema';
import { zodFields } from '@/lib/http/server/zod-fields';
import { bannerSlideSchema, type BannerSlideInput } from '@/lib/content/schemas/content';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeContent, ghost, managerOf } from './support';

const hour = 60 * 60 * 1000;
const now = new Date('2026-12-01T06:00:00Z');
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * hour);

const slide = (changes: Partial<BannerSlideRow> = {}): BannerSlideRow => ({
  id: 1,
  position: 0,
  eyebrow: '',
  message: 'Winter edit',
  image: '/media/banner/1-desktop.webp',
  imagePhone: null,
  imageAlt: '',
  linkHref: '/shop',
  linkLabel: 'Shop',
  eyebrowBn: null,
  messageBn: null,
  imageAltBn: null,
  linkLabelBn: null,
  startsAt: null,
  endsAt: null,
  active: true,
  createdAt: now,
  updatedAt: now,
  ...changes,
});

describe('a slide’s window', () => {
  it.each([
    ['open on both sides', true, {}],
    ['started an hour ago', true, { startsAt: at(-1) }],
    ['starting this very moment', true, { startsAt: now }],
    ['starting in an hour', false, { startsAt: at(1) }],
    ['ending in an hour', true, { endsAt: at(1) }],
    ['ending this very moment', false, { endsAt: now }],
    ['ended an hour ago', false, { startsAt: at(-5), endsAt: at(-1) }],
    ['inside its window', true, { startsAt: at(-1), endsAt: at(1) }],
    [
      'inside its window but switched off',
      false,
      { startsAt: at(-1), endsAt: at(1), active: false },
    ],
  ])('%s: shown %s', (_name, shown, changes) => {
    expect(isLive(slide(changes), now)).toBe(shown);
  });
});

describe('the slides shown', () => {
  it('leaves out a slide without a photograph, and shows the photograph on phones too', () => {
    const shown = liveSlides(
      [
        slide({ id: 1, image: null }),
        slide({ id: 2 }),
        slide({ id: 3, imagePhone: '/media/banner/3-phone.webp' }),
      ],
      now,
    );
    expect(shown.map(({ id, image, imagePhone }) => ({ id, image, imagePhone }))).toEqual([
      { id: 2, image: '/media/banner/1-desktop.webp', imagePhone: '/media/banner/1-desktop.webp' },
      { id: 3, image: '/media/banner/1-desktop.webp', imagePhone: '/media/banner/3-phone.webp' },
    ]);
  });
});

const form = (changes: Record<string, string> = {}) => ({
  eyebrow: 'Eid',
  message: 'Eid collection',
  imageAlt: 'A green sharara',
  linkHref: '/occasion/party',
  linkLabel: 'Shop Eid',
  startsAt: '',
  endsAt: '',
  active: 'on',
  ...changes,
});

describe('a slide’s form', () => {
  it('reads dates as Dhaka time and a missing tick as switched off', () => {
    const input = bannerSlideSchema.parse(
      form({ startsAt: '2026-12-01T10:00', endsAt: '2026-12-02T00:00', active: '' }),
    );
    expect(input.startsAt).toEqual(new Date('2026-12-01T04:00:00Z'));
    expect(input.endsAt).toEqual(new Date('2026-12-01T18:00:00Z'));
    expect(input.active).toBe(false);
    const unticked: Record<string, string> = form();
    delete unticked.active;
    expect(bannerSlideSchema.parse(unticked).active).toBe(false);
  });

  it.each([
    [
      'an end before the start',
      { startsAt: '2026-12-02T10:00', endsAt: '2026-12-01T10:00' },
      ['endsAt'],
    ],
    ['a javascript: link', { linkHref: 'javascript:alert(1)' }, ['linkHref']],
    ['a link to another host by //', { linkHref: '//evil.example/x' }, ['linkHref']],
    ['no message and no link words', { message: ' ', linkLabel: '' }, ['linkLabel', 'message']],
    ['a date that is not one', { startsAt: 'tomorrow' }, ['startsAt']],
  ])('refuses %s, beside its field', (_name, changes, fields) => {
    const result = bannerSlideSchema.safeParse(form(changes));
    expect(result.success).toBe(false);
    expect(Object.keys(zodFields(result.error!)).sort()).toEqual(fields);
  });
});

const input = (changes: Partial<BannerSlideInput> = {}): BannerSlideInput => ({
  ...bannerSlideSchema.parse(form()),
  ...changes,
});

/** A typed path, as slides had before uploads: it keeps working. */
const withPhoto = (id: number) =>
  getDb()
    .update(bannerSlides)
    .set({ image: '/media/products/eid-1.webp' })
    .where(eq(bannerSlides.id, id));

describeContent('the home banner', (fixture) => {
  beforeEach(() => takeExpiredTags());

  it('shows none of the four slides of before until they have a photograph', async () => {
    expect(await getLiveBannerSlides()).toEqual([]);
    for (const row of await listBannerSlides()) await withPhoto(row.id);
    const shown = await getLiveBannerSlides();
    expect(shown.map((live) => live.message)).toEqual([
      'New arrivals in wedding attire',
      'Your dream wedding outfit awaits',
      'Celebrate life with fashion',
      'New season, new styles',
    ]);
  });

  it('adds a slide at the end, audited, and expires the banner', async () => {
    const created = await createSlide(managerOf(fixture()), input());
    expect(created.position).toBe(4);
    expect(created.image).toBeNull();
    expect((await getLiveBannerSlides()).map((live) => live.message)).not.toContain(
      'Eid collection',
    );
    await withPhoto(created.id);
    expect((await getLiveBannerSlides()).at(-1)).toMatchObject({
      message: 'Eid collection',
      image: '/media/products/eid-1.webp',
    });
    expect(takeExpiredTags()).toEqual([cacheTags.banner]);
    const [entry] = await auditOf('banner_slide');
    expect(entry).toMatchObject({
      action: 'banner.create',
      entityId: String(created.id),
      before: null,
      after: expect.objectContaining({ message: 'Eid collection', active: true }),
    });
  });

  it('shows a slide only inside its window', async () => {
    const later = await createSlide(
      managerOf(fixture()),
      input({ message: 'Next week', startsAt: new Date(Date.now() + 7 * 24 * hour) }),
    );
    const over = await createSlide(
      managerOf(fixture()),
      input({ message: 'Last week', endsAt: new Date(Date.now() - hour) }),
    );
    await withPhoto(later.id);
    await withPhoto(over.id);
    const messages = (await getLiveBannerSlides()).map((live) => live.message);
    expect(messages).not.toContain('Next week');
    expect(messages).not.toContain('Last week');
    await updateSlide(
      managerOf(fixture()),
      later.id,
      input({ message: 'Next week', startsAt: null }),
    );
    expect((await getLiveBannerSlides()).map((live) => live.message)).toContain('Next week');
    await deleteSlide(managerOf(fixture()), over.id);
    await deleteSlide(managerOf(fixture()), later.id);
    takeExpiredTags();
  });

  it('updates a slide with its before and after in the audit log', async () => {
    const [first] = await listBannerSlides();
    await updateSlide(
      managerOf(fixture()),
      first!.id,
      input({ message: 'Bridal 2027', imageAlt: '' }),
    );
    // The form leaves the photograph as it was.
    expect((await listBannerSlides())[0]!.image).toBe('/media/products/eid-1.webp');
    expect((await getLiveBannerSlides())[0]!.message).toBe('Bridal 2027');
    expect(takeExpiredTags()).toEqual([cacheTags.banner]);
    const [entry] = await auditOf('banner_slide');
    expect(entry).toMatchObject({
      action: 'banner.update',
      before: expect.objectContaining({ message: 'New arrivals in wedding attire' }),
      after: expect.objectContaining({ message: 'Bridal 2027' }),
    });
  });

  it('moves a slide one place and renumbers the positions', async () => {
    const before = await listBannerSlides();
    await moveSlide(managerOf(fixture()), before[1]!.id, 'up');
    const after = await listBannerSlides();
    expect(after.map((row) => row.id)).toEqual([
      before[1]!.id,
      before[0]!.id,
      ...before.slice(2).map((row) => row.id),
    ]);
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index));
    expect(takeExpiredTags()).toEqual([cacheTags.banner]);
    // The first slide cannot go further up: nothing changes, nothing is expired.
    await moveSlide(managerOf(fixture()), after[0]!.id, 'up');
    expect((await listBannerSlides()).map((row) => row.id)).toEqual(after.map((row) => row.id));
    expect(takeExpiredTags()).toEqual([]);
  });

  it('deletes a slide, keeping it in the audit log', async () => {
    const created = await createSlide(managerOf(fixture()), input({ message: 'Short-lived' }));
    takeExpiredTags();
    await deleteSlide(managerOf(fixture()), created.id);
    expect((await listBannerSlides()).map((row) => row.id)).not.toContain(created.id);
    expect(takeExpiredTags()).toEqual([cacheTags.banner]);
    const [entry] = await auditOf('banner_slide');
    expect(entry).toMatchObject({
      action: 'banner.delete',
      before: expect.objectContaining({ message: 'Short-lived' }),
    });
  });

  it('answers a slide that is gone with not found', async () => {
    await expect(deleteSlide(managerOf(fixture()), 999_999)).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(moveSlide(managerOf(fixture()), 999_999, 'down')).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('leaves the slide as it was, and expires nothing, when the write fails', async () => {
    const before = await getDb().select().from(bannerSlides).orderBy(asc(bannerSlides.id));
    await expect(updateSlide(ghost, before[0]!.id, input({ message: 'Never' }))).rejects.toThrow();
    await expect(createSlide(ghost, input({ message: 'Never' }))).rejects.toThrow();
    expect(await getDb().select().from(bannerSlides).orderBy(asc(bannerSlides.id))).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });
});
