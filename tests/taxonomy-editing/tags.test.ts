import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { listAdminTags } from '@/lib/catalogue/products/taxonomy-editing/tags/admin-tags';
import { createTag } from '@/lib/catalogue/products/taxonomy-editing/tags/create-tag';
import { deleteTag } from '@/lib/catalogue/products/taxonomy-editing/tags/delete-tag';
import { renameTag } from '@/lib/catalogue/products/taxonomy-editing/tags/rename-tag';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { createTagSchema, renameTagSchema } from '@/lib/catalogue/schemas/taxonomy';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeTaxonomy, lastAudit, manager } from './support';

describeTaxonomy('editing tags', (fixture) => {
  const actor = () => manager(fixture());
  const tag = (slug: string) => fixture().tag[slug]!;
  const product = (slug: string) => fixture().product[slug]!;

  it('lists the tags by name with how many products carry each', async () => {
    expect(await listAdminTags()).toEqual([
      expect.objectContaining({ slug: 'bestseller', productCount: 2 }),
      expect.objectContaining({ slug: 'eid', productCount: 2 }),
      expect.objectContaining({ slug: 'new-arrival', productCount: 1 }),
    ]);
  });

  it('creates a tag, its slug made from its name, expiring nothing', async () => {
    const created = await createTag(actor(), { name: 'Wedding Season' });
    expect(created.slug).toBe('wedding-season');
    expect(takeExpiredTags()).toEqual([]);
    expect(await lastAudit('tag.create')).toMatchObject({
      entityId: String(created.id),
      after: { name: 'Wedding Season', nameBn: null, slug: 'wedding-season' },
    });
    await expect(createTag(actor(), { name: 'wedding season' })).rejects.toMatchObject({
      fields: { name: 'Another tag already uses "wedding-season".' },
    });
  });

  it('renames a tag, keeping its slug, and expires what shows its products', async () => {
    await renameTag(actor(), { tagId: tag('eid'), name: 'Eid Collection' });
    expect((await listAdminTags()).find((row) => row.id === tag('eid'))).toMatchObject({
      name: 'Eid Collection',
      slug: 'eid',
    });
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('ivory-banarasi-saree')),
        cacheTags.product(product('pearl-clutch')),
        cacheTags.categoryListing('clutch'),
        cacheTags.allListings,
      ]),
    );
    expect(expired).not.toContain(cacheTags.product(product('gold-tissue-lehenga')));
    expect(await lastAudit('tag.rename')).toMatchObject({
      before: { name: 'Eid' },
      after: { name: 'Eid Collection' },
    });
    expect(await renameTag(actor(), { tagId: tag('eid'), name: 'Eid Collection' })).toEqual({
      changed: false,
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('names a tag in Bangla when added and renamed: Bangla pages show it, else the English', async () => {
    const created = await createTag(
      actor(),
      createTagSchema.parse({ name: 'Puja Edit', nameBn: ' পূজা ' }),
    );
    expect((await listAdminTags()).find((row) => row.id === created.id)).toMatchObject({
      name: 'Puja Edit',
      nameBn: 'পূজা',
      slug: 'puja-edit',
    });
    expect(await lastAudit('tag.create')).toMatchObject({
      after: { name: 'Puja Edit', nameBn: 'পূজা', slug: 'puja-edit' },
    });
    expect(takeExpiredTags()).toEqual([]);

    const fresh = tag('new-arrival');
    const lehenga = product('gold-tissue-lehenga');
    const tagNames = async (locale: 'en' | 'bn') =>
      (await getProduct({ id: lehenga }, null, locale)).tags.map((row) => row.name);
    expect(await tagNames('bn')).toEqual(['New Arrival']);
    const named = { tagId: fresh, name: 'New Arrival' };
    await renameTag(actor(), renameTagSchema.parse({ ...named, nameBn: 'নতুন এসেছে' }));
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([
        cacheTags.product(lehenga),
        cacheTags.categoryListing('lehenga'),
        cacheTags.occasionListing('bridal'),
        cacheTags.allListings,
      ]),
    );
    expect(await lastAudit('tag.rename')).toMatchObject({
      before: { name: 'New Arrival', nameBn: null },
      after: { name: 'New Arrival', nameBn: 'নতুন এসেছে' },
    });
    expect(await tagNames('bn')).toEqual(['নতুন এসেছে']);
    expect(await tagNames('en')).toEqual(['New Arrival']);

    // A rename without the Bangla field (an older form) keeps it; a blank one clears it.
    expect(await renameTag(actor(), named)).toEqual({ changed: false });
    await renameTag(actor(), renameTagSchema.parse({ ...named, nameBn: '  ' }));
    expect(await tagNames('bn')).toEqual(['New Arrival']);
    expect(takeExpiredTags()).toContain(cacheTags.product(lehenga));
  });

  it('deletes a tag for the number of products confirmed; they lose it', async () => {
    await expect(deleteTag(actor(), tag('bestseller'), 1)).rejects.toMatchObject({
      code: 'count_changed',
      message: expect.stringContaining('2 products carry it now'),
    });
    expect(takeExpiredTags()).toEqual([]);
    expect(await deleteTag(actor(), tag('bestseller'), 2)).toEqual({ productsLosingIt: 2 });
    const [saree] = await getDb()
      .select({ tags: products.tagIds })
      .from(products)
      .where(eq(products.id, product('ivory-banarasi-saree')));
    expect(saree!.tags).toEqual([tag('eid')]);
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('maroon-zardozi-lehenga')),
        cacheTags.product(product('ivory-banarasi-saree')),
      ]),
    );
    expect(await lastAudit('tag.delete')).toMatchObject({
      entityId: String(tag('bestseller')),
      before: expect.objectContaining({ slug: 'bestseller' }),
    });
    await expect(deleteTag(actor(), tag('bestseller'), 0)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
