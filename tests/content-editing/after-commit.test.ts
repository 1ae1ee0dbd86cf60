import { count } from 'drizzle-orm';
import { createSlide } from '@/lib/content/pages/banner/edit-slides';
import { saveInfoPage } from '@/lib/content/pages/save-info-page';
import { saveSizeGuide } from '@/lib/content/pages/size-guides/edit';
import { getDb } from '@/lib/db/client';
import { auditLog, pages } from '@/lib/db/schema';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { bannerSlideSchema } from '@/lib/content/schemas/content';
import { describeContent, managerOf } from './support';

// Each expiry reads how many audit entries exist. Run before the commit, it would read on
// another connection and miss the write's own entry (PostgreSQL), or wait for the
// transaction it runs inside and never finish (PGlite, one connection): either fails.
const mockExpiries: { tags: string[]; seen: number }[] = [];
jest.mock('@/lib/cache/expire', () => ({
  expireTags: async (tags: Iterable<string>) => {
    mockExpiries.push({ tags: [...tags], seen: await mockAuditCount() });
  },
}));
const mockAuditCount = async () => (await getDb().select({ n: count() }).from(auditLog))[0]!.n;

describeContent('every save expires its tags after it commits', (fixture) => {
  beforeAll(async () => {
    await getDb()
      .insert(pages)
      .values({ slug: 'faq', title: 'FAQ', body: 'x', bodyHtml: '<p>x</p>' });
  });
  beforeEach(() => mockExpiries.splice(0));

  const saves: [string, () => Promise<unknown>][] = [
    ['settings', () => saveSettings(managerOf(fixture()), 'delivery', settingsDefaults.delivery)],
    [
      'a banner slide',
      () =>
        createSlide(
          managerOf(fixture()),
          bannerSlideSchema.parse({
            message: 'Hi',
            linkHref: '/shop',
            linkLabel: 'Shop',
            active: 'on',
          }),
        ),
    ],
    [
      'an information page',
      () =>
        saveInfoPage(
          managerOf(fixture()),
          { slug: 'faq', title: 'FAQ', summary: '', body: 'y' },
          'update',
        ),
    ],
    ['a size guide', () => saveSizeGuide(managerOf(fixture()), fixture().saree, 'Sizes')],
  ];

  it.each(saves)('%s', async (_name, save) => {
    const before = await mockAuditCount();
    await save();
    expect(mockExpiries).toHaveLength(1);
    expect(mockExpiries[0]!.seen).toBe(before + 1);
  });
});
