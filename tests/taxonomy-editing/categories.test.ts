import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { createCategory } from '@/lib/catalogue/products/taxonomy-editing/categories/create-category';
import { listAdminCategories } from '@/lib/catalogue/products/taxonomy-editing/categories/admin-categories';
import { moveCategoryStep } from '@/lib/catalogue/products/taxonomy-editing/categories/move-category-step';
import { setCategoryVisibility } from '@/lib/catalogue/products/taxonomy-editing/categories/set-category-visibility';
import { updateCategory } from '@/lib/catalogue/products/taxonomy-editing/categories/update-category';
import { getCategoryPage } from '@/lib/catalogue/products/category-page';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { createCategorySchema, type UpdateCategoryInput } from '@/lib/catalogue/schemas/taxonomy';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import {
  auditCount,
  categoryBySlug,
  describeTaxonomy,
  lastAudit,
  manager,
  refused,
} from './support';

const sorted = (tags: string[]) => [...tags].sort();

/** The form's fields for a category as it is now, with `change` applied. */
async function editOf(slug: string, change: Partial<UpdateCategoryInput> = {}) {
  const row = (await categoryBySlug(slug))!;
  return {
    categoryId: row.id,
    name: row.name,
    slug: row.slug,
    confirmSlugChange: false,
    description: row.description,
    parentId: row.parentId,
    hasPage: row.url !== null,
    visible: row.onlineVisible,
    ...change,
  } satisfies UpdateCategoryInput;
}

const searchTextOf = async (productId: number) => {
  const [row] = await getDb()
    .select({ text: products.searchText })
    .from(products)
    .where(eq(products.id, productId));
  return row!.text;
};

/** What a change to lehenga's name, place or visibility touches besides its products. */
const aroundLehenga = [
  cacheTags.categories,
  cacheTags.sitemap,
  cacheTags.allListings,
  cacheTags.categoryListing('lehenga'),
  cacheTags.categoryListing('bridal-lehenga'),
  cacheTags.categoryListing('clothing'),
  cacheTags.occasionListing('bridal'),
];

describeTaxonomy('editing the category tree', (fixture) => {
  const actor = () => manager(fixture());
  const id = (slug: string) => fixture().category[slug]!;
  const product = (slug: string) => fixture().product[slug]!;

  describe('creating', () => {
    it('adds a category last among its siblings, its address made from its name', async () => {
      const created = await createCategory(actor(), {
        name: 'Potli Bags',
        parentId: id('accessories'),
        hasPage: true,
        visible: true,
      });
      expect(created.slug).toBe('potli-bags');
      const row = await categoryBySlug('potli-bags');
      expect(row).toMatchObject({
        parentId: id('accessories'),
        position: 1,
        url: '/category/potli-bags',
        onlineVisible: true,
      });
      expect(sorted(takeExpiredTags())).toEqual(
        sorted([cacheTags.categories, cacheTags.categoryListing('potli-bags'), cacheTags.sitemap]),
      );
      expect(await lastAudit('category.create')).toMatchObject({
        actorId: fixture().staff.manager,
        entity: 'category',
        entityId: String(created.id),
        after: expect.objectContaining({ name: 'Potli Bags', slug: 'potli-bags' }),
      });
    });

    it('adds a menu label without a page, and leaves the sitemap alone beneath a hidden one', async () => {
      await createCategory(actor(), {
        name: 'Evening',
        slug: 'evening-label',
        parentId: id('gown'),
        hasPage: false,
        visible: true,
      });
      expect((await categoryBySlug('evening-label'))!.url).toBeNull();
      expect(sorted(takeExpiredTags())).toEqual(
        sorted([cacheTags.categories, cacheTags.categoryListing('evening-label')]),
      );
    });

    it('refuses a taken address, an unknown parent and a tree too deep, beside the field', async () => {
      const input = { name: 'Saree', parentId: null, hasPage: true, visible: true };
      await refused(createCategory(actor(), input), {
        kind: 'invalid',
        fields: { slug: 'Another category already uses "saree".' },
      });
      await refused(createCategory(actor(), { ...input, slug: 'new-one', parentId: 99_999 }), {
        fields: { parentId: 'That parent no longer exists.' },
      });
      let parentId = id('bridal-lehenga');
      for (const level of [4, 5, 6]) {
        ({ id: parentId } = await createCategory(actor(), {
          ...input,
          name: `Level ${level}`,
          parentId,
        }));
      }
      takeExpiredTags();
      await refused(createCategory(actor(), { ...input, name: 'Level 7', parentId }), {
        fields: { parentId: expect.stringContaining('6 levels deep at most') },
      });
    });

    it('refuses an address of digits alone, which the catalogue would read as an id', async () => {
      await refused(
        createCategory(actor(), { name: '2026', parentId: null, hasPage: true, visible: true }),
        {
          fields: { slug: expect.stringContaining('at least one letter') },
        },
      );
    });
  });

  describe('renaming and changing the address', () => {
    it('renames: its products are found by the new name, and what shows them expires', async () => {
      await updateCategory(actor(), await editOf('lehenga', { name: 'Lehenga Choli' }));
      expect(await searchTextOf(product('gold-tissue-lehenga'))).toContain('lehenga choli');
      expect(await searchTextOf(product('maroon-zardozi-lehenga'))).toContain('lehenga choli');
      const expired = takeExpiredTags();
      expect(expired).toEqual(
        expect.arrayContaining([
          ...aroundLehenga,
          cacheTags.product(product('gold-tissue-lehenga')),
          cacheTags.product(product('draft-lehenga')),
        ]),
      );
      expect(expired).not.toContain(cacheTags.categoryListing('saree'));
      // Cards name only their own category: a product beneath keeps its card.
      expect(expired).not.toContain(cacheTags.product(product('maroon-zardozi-lehenga')));
      expect(await lastAudit('category.update')).toMatchObject({
        before: expect.objectContaining({ name: 'Lehenga' }),
        after: expect.objectContaining({ name: 'Lehenga Choli' }),
      });
      await updateCategory(actor(), await editOf('lehenga', { name: 'Lehenga' }));
    });

    it('names it in Bangla: expires what the English name does, and Bangla pages show it', async () => {
      await updateCategory(
        actor(),
        await editOf('lehenga', { nameBn: 'লেহেঙ্গা', descriptionBn: 'হাতের কাজের লেহেঙ্গা।' }),
      );
      const expired = takeExpiredTags();
      expect(expired).toEqual(
        expect.arrayContaining([
          ...aroundLehenga,
          cacheTags.product(product('gold-tissue-lehenga')),
        ]),
      );
      expect(await lastAudit('category.update')).toMatchObject({
        before: expect.objectContaining({ nameBn: null }),
        after: expect.objectContaining({ nameBn: 'লেহেঙ্গা' }),
      });
      expect(await getCategoryPage('lehenga', 'bn')).toMatchObject({
        name: 'লেহেঙ্গা',
        description: 'হাতের কাজের লেহেঙ্গা।',
      });
      expect((await getCategoryPage('lehenga', 'en'))?.name).toBe('Lehenga');
      // A save without the Bangla fields keeps them; a blank one clears them.
      await updateCategory(actor(), await editOf('lehenga', { nameBn: undefined }));
      expect((await getCategoryPage('lehenga', 'bn'))?.name).toBe('লেহেঙ্গা');
      await updateCategory(actor(), await editOf('lehenga', { nameBn: null, descriptionBn: null }));
      expect((await getCategoryPage('lehenga', 'bn'))?.name).toBe('Lehenga');
      takeExpiredTags();
    });

    it('changes a description: only the category pages (and the sitemap date) expire', async () => {
      await updateCategory(actor(), await editOf('saree', { description: 'Six yards of grace.' }));
      expect(sorted(takeExpiredTags())).toEqual(sorted([cacheTags.categories, cacheTags.sitemap]));
    });

    it('saves nothing, records nothing and expires nothing when nothing changed', async () => {
      const entries = await auditCount();
      expect(await updateCategory(actor(), await editOf('saree'))).toMatchObject({
        changed: false,
      });
      expect(await auditCount()).toBe(entries);
      expect(takeExpiredTags()).toEqual([]);
    });

    it('changes a page address only when the staff confirm it, and expires both addresses', async () => {
      await refused(updateCategory(actor(), await editOf('saree', { slug: 'sarees' })), {
        fields: { slug: expect.stringContaining('from /category/saree to /category/sarees') },
      });
      expect((await categoryBySlug('saree'))!.url).toBe('/category/saree');
      const saved = await updateCategory(
        actor(),
        await editOf('saree', { slug: 'sarees', confirmSlugChange: true }),
      );
      expect(saved).toMatchObject({ oldUrl: '/category/saree', newUrl: '/category/sarees' });
      expect(takeExpiredTags()).toEqual(
        expect.arrayContaining([
          cacheTags.categoryListing('saree'),
          cacheTags.categoryListing('sarees'),
          cacheTags.product(product('ivory-banarasi-saree')),
          cacheTags.sitemap,
        ]),
      );
      await updateCategory(
        actor(),
        await editOf('sarees', { slug: 'saree', confirmSlugChange: true }),
      );
    });

    it('changes a label’s address freely, but never the menus’ root', async () => {
      await updateCategory(actor(), await editOf('evening-label', { slug: 'evening' }));
      expect(await categoryBySlug('evening')).toBeDefined();
      expect(takeExpiredTags()).toEqual(
        expect.arrayContaining([
          cacheTags.categoryListing('evening-label'),
          cacheTags.categoryListing('evening'),
        ]),
      );
      await refused(
        updateCategory(
          actor(),
          await editOf('clothing', { slug: 'apparel', confirmSlugChange: true }),
        ),
        { fields: { slug: expect.stringContaining('The menus are built from "clothing"') } },
      );
    });

    it('gives a label a page, and takes it away', async () => {
      await updateCategory(actor(), await editOf('evening', { hasPage: true }));
      expect((await categoryBySlug('evening'))!.url).toBe('/category/evening');
      await updateCategory(actor(), await editOf('evening', { hasPage: false }));
      expect((await categoryBySlug('evening'))!.url).toBeNull();
      expect(takeExpiredTags()).toContain(cacheTags.categoryListing('evening'));
    });
  });

  describe('moving', () => {
    it('refuses a place inside itself or inside its own subcategory', async () => {
      await refused(updateCategory(actor(), await editOf('lehenga', { parentId: id('lehenga') })), {
        fields: { parentId: 'A category cannot be inside itself.' },
      });
      await refused(
        updateCategory(actor(), await editOf('clothing', { parentId: id('bridal-lehenga') })),
        { fields: { parentId: expect.stringContaining('stays at the top') } },
      );
      await refused(
        updateCategory(actor(), await editOf('lehenga', { parentId: id('bridal-lehenga') })),
        { fields: { parentId: expect.stringContaining('beneath its own subcategory') } },
      );
      expect((await categoryBySlug('lehenga'))!.parentId).toBe(id('clothing'));
    });

    it('is refused by the database too, whoever writes the tree', async () => {
      await expect(
        getDb()
          .update(categories)
          .set({ parentId: id('bridal-lehenga') })
          .where(eq(categories.id, id('clothing'))),
      ).rejects.toMatchObject({ cause: { message: expect.stringContaining('beneath itself') } });
      expect((await categoryBySlug('clothing'))!.parentId).toBeNull();
    });

    it('moves a category with its subtree: last among its new siblings, found by its new lineage', async () => {
      await updateCategory(actor(), await editOf('saree', { parentId: id('accessories') }));
      const moved = (await categoryBySlug('saree'))!;
      expect(moved.parentId).toBe(id('accessories'));
      expect(moved.position).toBe(2);
      expect(await searchTextOf(product('ivory-banarasi-saree'))).toContain('accessories');
      expect(await searchTextOf(product('ivory-banarasi-saree'))).not.toContain('clothing');
      const expired = takeExpiredTags();
      expect(expired).toEqual(
        expect.arrayContaining([
          cacheTags.categoryListing('saree'),
          cacheTags.categoryListing('clothing'),
          cacheTags.categoryListing('accessories'),
          cacheTags.allListings,
          cacheTags.sitemap,
        ]),
      );
      expect(expired).not.toContain(cacheTags.categoryListing('lehenga'));
      await updateCategory(actor(), await editOf('saree', { parentId: id('clothing') }));
      await moveCategoryStep(actor(), id('saree'), 'up');
    });
  });

  describe('reordering', () => {
    const order = async (parent: string) =>
      (await listAdminCategories())
        .filter((row) => row.parentId === id(parent))
        .map((row) => row.slug);

    it('moves a category up and down among its siblings, numbering them again', async () => {
      expect(await order('clothing')).toEqual(['lehenga', 'saree', 'gown']);
      await moveCategoryStep(actor(), id('saree'), 'up');
      expect(await order('clothing')).toEqual(['saree', 'lehenga', 'gown']);
      const positions = await getDb()
        .select({ slug: categories.slug, position: categories.position })
        .from(categories)
        .where(eq(categories.parentId, id('clothing')));
      expect(Object.fromEntries(positions.map((row) => [row.slug, row.position]))).toEqual({
        saree: 0,
        lehenga: 1,
        gown: 2,
      });
      expect(sorted(takeExpiredTags())).toEqual(sorted([cacheTags.categories, cacheTags.sitemap]));
      expect(await lastAudit('category.reorder')).toMatchObject({
        entityId: String(id('saree')),
        before: { order: ['lehenga', 'saree', 'gown'] },
        after: { order: ['saree', 'lehenga', 'gown'] },
      });
      await moveCategoryStep(actor(), id('saree'), 'down');
      expect(await order('clothing')).toEqual(['lehenga', 'saree', 'gown']);
    });

    it('refuses a step past either end', async () => {
      await refused(moveCategoryStep(actor(), id('lehenga'), 'up'), {
        kind: 'conflict',
        message: 'It is already first.',
      });
      await refused(moveCategoryStep(actor(), id('gown'), 'down'), { code: 'at_edge' });
    });
  });

  describe('showing and hiding', () => {
    it('hides a category and everything beneath it from shoppers', async () => {
      await setCategoryVisibility(actor(), id('lehenga'), false);
      const rows = await listAdminCategories();
      const row = (slug: string) => rows.find((candidate) => candidate.slug === slug)!;
      expect(row('lehenga')).toMatchObject({ onlineVisible: false, shownToShoppers: false });
      expect(row('bridal-lehenga')).toMatchObject({ onlineVisible: true, shownToShoppers: false });
      expect(takeExpiredTags()).toEqual(expect.arrayContaining([...aroundLehenga]));
      expect(await lastAudit('category.hide')).toMatchObject({
        before: { onlineVisible: true },
        after: { onlineVisible: false },
      });
      await setCategoryVisibility(actor(), id('lehenga'), true);
      expect((await categoryBySlug('lehenga'))!.onlineVisible).toBe(true);
    });

    it('does nothing when it is already so', async () => {
      const entries = await auditCount();
      await setCategoryVisibility(actor(), id('gown'), false);
      expect(await auditCount()).toBe(entries);
      expect(takeExpiredTags()).toEqual([]);
    });

    it('leaves the sitemap alone for a change beneath a hidden category', async () => {
      await updateCategory(
        actor(),
        await editOf('party-gown', { description: 'For the evening.' }),
      );
      expect(takeExpiredTags()).toEqual([cacheTags.categories]);
    });
  });

  it('lists the tree depth first with counts and the ends of each group of siblings', async () => {
    const rows = await listAdminCategories();
    const lehenga = rows.find((row) => row.slug === 'lehenga')!;
    expect(lehenga).toMatchObject({
      level: 2,
      trail: ['Clothing'],
      productCount: 2,
      subcategoryCount: 1,
      first: true,
      last: false,
    });
    expect(rows.map((row) => row.slug).slice(0, 4)).toEqual([
      'clothing',
      'lehenga',
      'bridal-lehenga',
      expect.any(String),
    ]);
  });

  it('adds a category with its description and their Bangla twins; blank Bangla shows the English', async () => {
    const fields = { parentId: String(id('accessories')), hasPage: 'on', visible: 'on' };
    const capes = createCategorySchema.parse({
      ...fields,
      name: 'Bridal Capes',
      nameBn: ' ব্রাইডাল কেপ ',
      description: 'Sheer capes over the lehenga.',
      descriptionBn: 'লেহেঙ্গার ওপর স্বচ্ছ কেপ।',
    });
    await createCategory(actor(), capes);
    expect(await categoryBySlug('bridal-capes')).toMatchObject({
      name: 'Bridal Capes',
      nameBn: 'ব্রাইডাল কেপ',
      description: 'Sheer capes over the lehenga.',
      descriptionBn: 'লেহেঙ্গার ওপর স্বচ্ছ কেপ।',
    });
    expect(sorted(takeExpiredTags())).toEqual(
      sorted([cacheTags.categories, cacheTags.categoryListing('bridal-capes'), cacheTags.sitemap]),
    );
    expect(await lastAudit('category.create')).toMatchObject({
      after: expect.objectContaining({ nameBn: 'ব্রাইডাল কেপ', descriptionBn: expect.any(String) }),
    });
    expect(await getCategoryPage('bridal-capes', 'bn')).toMatchObject({
      name: 'ব্রাইডাল কেপ',
      description: 'লেহেঙ্গার ওপর স্বচ্ছ কেপ।',
    });

    const plain = { ...fields, name: 'Veil Pins', nameBn: '', descriptionBn: ' ' };
    await createCategory(actor(), createCategorySchema.parse(plain));
    expect(await categoryBySlug('veil-pins')).toMatchObject({
      nameBn: null,
      description: '',
      descriptionBn: null,
    });
    expect((await getCategoryPage('veil-pins', 'bn'))?.name).toBe('Veil Pins');
    takeExpiredTags();
  });
});
