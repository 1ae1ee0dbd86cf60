import { cacheTags } from '@/lib/cache-tags';
import { sizeGuideForCategory } from '@/lib/content/pages/size-guides/cached';
import { deleteSizeGuide, saveSizeGuide } from '@/lib/content/pages/size-guides/edit';
import {
  getSizeGuideSource,
  listSizeGuideCategories,
  loadSizeGuide,
} from '@/lib/content/pages/size-guides/read';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeContent, ghost, managerOf } from './support';

const table = '| Size | Bust | Waist |\n|--|--:|--:|\n| S | 34 | 28 |\n| M | 36 | 30 |';

describeContent('size guides', (fixture) => {
  beforeEach(() => takeExpiredTags());

  it('a category has none until one is written', async () => {
    expect(await sizeGuideForCategory(fixture().lehenga)).toBeNull();
    expect(await getSizeGuideSource(fixture().lehenga)).toMatchObject({
      name: 'Lehenga',
      body: '',
    });
    expect(await getSizeGuideSource(999_999)).toBeNull();
  });

  it('saves a table of measurements for one category; only its tag expires', async () => {
    const { lehenga, saree } = fixture();
    await saveSizeGuide(managerOf(fixture()), lehenga, table);
    expect(takeExpiredTags()).toEqual([cacheTags.sizeGuide(lehenga)]);
    const guide = await sizeGuideForCategory(lehenga);
    expect(guide!.html).toMatch(
      /<table>[\s\S]*<th align="right">Bust<\/th>[\s\S]*<td align="right">36<\/td>/,
    );
    expect(await sizeGuideForCategory(saree)).toBeNull();
    const listed = await listSizeGuideCategories();
    expect(listed.find((row) => row.categoryId === lehenga)).toMatchObject({ hasGuide: true });
    expect(listed.find((row) => row.categoryId === saree)).toMatchObject({ hasGuide: false });
    const [entry] = await auditOf('size_guide');
    expect(entry).toMatchObject({
      action: 'size_guide.create',
      entityId: String(lehenga),
      before: null,
      after: { body: table },
    });
  });

  it('updates and removes a guide, each audited', async () => {
    const { lehenga } = fixture();
    await saveSizeGuide(managerOf(fixture()), lehenga, `${table}\n| L | 38 | 32 |`);
    expect((await auditOf('size_guide'))[0]).toMatchObject({
      action: 'size_guide.update',
      before: { body: table },
    });
    await deleteSizeGuide(managerOf(fixture()), lehenga);
    expect(await sizeGuideForCategory(lehenga)).toBeNull();
    expect(takeExpiredTags()).toEqual([cacheTags.sizeGuide(lehenga), cacheTags.sizeGuide(lehenga)]);
    expect((await auditOf('size_guide'))[0]).toMatchObject({ action: 'size_guide.delete' });
    // Removing what is not there changes nothing.
    await deleteSizeGuide(managerOf(fixture()), lehenga);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('refuses a category that does not exist', async () => {
    await expect(saveSizeGuide(managerOf(fixture()), 999_999, table)).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('leaves the guide as it was, and expires nothing, when the write fails', async () => {
    const { saree } = fixture();
    await saveSizeGuide(managerOf(fixture()), saree, table);
    takeExpiredTags();
    await expect(saveSizeGuide(ghost, saree, 'Changed')).rejects.toThrow();
    expect((await getSizeGuideSource(saree))!.body).toBe(table);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('saves the Bangla guide beside the English one and shows each in its language', async () => {
    const { saree } = fixture();
    const bangla = '| সাইজ | বুক |\n|--|--:|\n| S | 34 |';
    await saveSizeGuide(managerOf(fixture()), saree, table, bangla);
    expect(await getSizeGuideSource(saree)).toMatchObject({ body: table, bodyBn: bangla });
    expect((await loadSizeGuide(saree, 'bn'))!.html).toContain('সাইজ');
    expect((await loadSizeGuide(saree, 'en'))!.html).toContain('Bust');
    expect((await auditOf('size_guide'))[0]).toMatchObject({
      after: { body: table, bodyBn: bangla },
    });
    expect(takeExpiredTags()).toEqual([cacheTags.sizeGuide(saree)]);
    // Saved without the Bangla (an older caller), the Bangla guide stays.
    await saveSizeGuide(managerOf(fixture()), saree, `${table}\n| L | 38 | 32 |`);
    expect((await getSizeGuideSource(saree))!.bodyBn).toBe(bangla);
  });
});
