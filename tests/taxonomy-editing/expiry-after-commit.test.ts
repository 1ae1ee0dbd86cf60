import { eq } from 'drizzle-orm';
import { expireTags } from '@/lib/cache/expire';
import { updateCategory } from '@/lib/catalogue/products/taxonomy-editing/categories/update-category';
import { renameTag } from '@/lib/catalogue/products/taxonomy-editing/tags/rename-tag';
import { getDb } from '@/lib/db/client';
import { products, tags } from '@/lib/db/schema';
import { recordAudit } from '@/lib/identity/staff/audit';
import { categoryBySlug, describeTaxonomy, manager } from './support';

// Each expiry records what a fresh read sees at that moment: on PostgreSQL that read runs
// on another connection, so it sees the change only once the transaction has committed.
jest.mock('@/lib/cache/expire', () => ({ expireTags: jest.fn() }));
const expire = jest.mocked(expireTags);
// The audit entry is the change's last write: failing it fails the change after the rest.
jest.mock('@/lib/identity/staff/audit', () => {
  const actual = jest.requireActual<typeof import('@/lib/identity/staff/audit')>(
    '@/lib/identity/staff/audit',
  );
  return { ...actual, recordAudit: jest.fn(actual.recordAudit) };
});
const failAudit = () => jest.mocked(recordAudit).mockRejectedValueOnce(new Error('disk full'));

describeTaxonomy('tags expire after the commit, and only then', (fixture) => {
  const actor = () => manager(fixture());
  const seen: string[] = [];

  beforeEach(() => {
    seen.length = 0;
    expire.mockReset();
    expire.mockImplementation(async () => {
      seen.push((await categoryBySlug('saree'))!.name);
    });
  });

  const sareeEdit = async (name: string) => {
    const row = (await categoryBySlug('saree'))!;
    return {
      categoryId: row.id,
      name,
      slug: row.slug,
      confirmSlugChange: false,
      description: row.description,
      parentId: row.parentId,
      hasPage: true,
      visible: true,
    };
  };

  it('expires once, after the new name can be read', async () => {
    await updateCategory(actor(), await sareeEdit('Sarees'));
    expect(expire).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Sarees']);
  });

  it('expires nothing when the change fails part way, and leaves no part of it', async () => {
    failAudit();
    await expect(updateCategory(actor(), await sareeEdit('Saris'))).rejects.toThrow('disk full');
    expect(expire).not.toHaveBeenCalled();
    expect((await categoryBySlug('saree'))!.name).toBe('Sarees');
    const [saree] = await getDb()
      .select({ text: products.searchText })
      .from(products)
      .where(eq(products.slug, 'ivory-banarasi-saree'));
    expect(saree!.text).toContain('sarees');
    expect(saree!.text).not.toContain('saris');
  });

  it('expires nothing for a tag whose rename fails part way', async () => {
    failAudit();
    await expect(
      renameTag(actor(), { tagId: fixture().tag['eid']!, name: 'Eid ul-Fitr' }),
    ).rejects.toThrow();
    expect(expire).not.toHaveBeenCalled();
    const [eid] = await getDb().select().from(tags).where(eq(tags.id, fixture().tag['eid']!));
    expect(eid!.name).toBe('Eid');
  });
});
