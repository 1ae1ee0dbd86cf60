import { eq, inArray, sql } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { createCategory } from '@/lib/catalogue/products/taxonomy-editing/categories/create-category';
import { deleteCategory } from '@/lib/catalogue/products/taxonomy-editing/categories/delete-category';
import { getDb } from '@/lib/db/client';
import { categoryProductCounts, occasionCategories, products } from '@/lib/db/schema';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { categoryBySlug, describeTaxonomy, lastAudit, manager, refused } from './support';

const productsIn = async (categoryId: number) =>
  getDb()
    .select({ id: products.id, version: products.version })
    .from(products)
    .where(eq(products.mainCategoryId, categoryId));

const countedIn = async (categoryId: number) =>
  (
    await getDb()
      .select({ n: sql<number>`coalesce(sum(${categoryProductCounts.productCount}), 0)::int` })
      .from(categoryProductCounts)
      .where(eq(categoryProductCounts.mainCategoryId, categoryId))
  )[0]!.n;

describeTaxonomy('deleting a category', (fixture) => {
  const actor = () => manager(fixture());
  const id = (slug: string) => fixture().category[slug]!;

  it('refuses while subcategories are inside, saying how many', async () => {
    await refused(
      deleteCategory(actor(), { categoryId: id('lehenga'), moveProductsTo: id('saree') }),
      {
        kind: 'conflict',
        code: 'category_not_empty',
        message: 'It holds 1 subcategory: move or delete them first.',
      },
    );
    expect(await categoryBySlug('lehenga')).toBeDefined();
  });

  it('refuses while products are inside, saying how many and asking where they go', async () => {
    await refused(deleteCategory(actor(), { categoryId: id('saree') }), {
      kind: 'conflict',
      message: 'It holds 2 products: choose a category to move them to first.',
      fields: { moveProductsTo: 'Choose where its 2 products go.' },
    });
    expect(await productsIn(id('saree'))).toHaveLength(2);
  });

  it('refuses to move its products onto itself or into a category that is gone', async () => {
    await refused(
      deleteCategory(actor(), { categoryId: id('saree'), moveProductsTo: id('saree') }),
      {
        fields: { moveProductsTo: expect.stringContaining('other than the one you delete') },
      },
    );
    await refused(deleteCategory(actor(), { categoryId: id('saree'), moveProductsTo: 99_999 }), {
      fields: { moveProductsTo: 'That category no longer exists.' },
    });
    expect(await productsIn(id('saree'))).toHaveLength(2);
  });

  it('moves its products to another category and deletes it, together', async () => {
    const saree = await productsIn(id('saree'));
    const { movedProducts } = await deleteCategory(actor(), {
      categoryId: id('saree'),
      moveProductsTo: id('accessories'),
    });
    expect(movedProducts).toBe(2);
    expect(await categoryBySlug('saree')).toBeUndefined();
    const moved = await getDb()
      .select({ id: products.id, categoryId: products.mainCategoryId, version: products.version })
      .from(products)
      .where(
        inArray(
          products.id,
          saree.map((row) => row.id),
        ),
      );
    for (const row of moved) {
      expect(row.categoryId).toBe(id('accessories'));
      // A product editor open on the old version must not put the product back.
      expect(row.version).toBe(saree.find((old) => old.id === row.id)!.version + 1);
    }
    expect(await countedIn(id('accessories'))).toBe(3);
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.categories,
        cacheTags.sitemap,
        cacheTags.allListings,
        cacheTags.categoryListing('saree'),
        cacheTags.categoryListing('clothing'),
        cacheTags.categoryListing('accessories'),
        ...saree.map((row) => cacheTags.product(row.id)),
      ]),
    );
    expect(expired).not.toContain(cacheTags.categoryListing('lehenga'));
    expect(await lastAudit('category.delete')).toMatchObject({
      entityId: String(id('saree')),
      before: expect.objectContaining({ slug: 'saree', occasions: [] }),
      after: { productsMovedTo: 'accessories', productIds: saree.map((row) => row.id).sort() },
    });
  });

  it('deletes an empty category, and forgets which occasions gathered it', async () => {
    const { id: bangles } = await createCategory(actor(), {
      name: 'Bangles',
      parentId: id('accessories'),
      hasPage: true,
      visible: true,
    });
    await getDb()
      .insert(occasionCategories)
      .values({ occasionId: fixture().occasion, categoryId: bangles });
    takeExpiredTags();
    expect(await deleteCategory(actor(), { categoryId: bangles })).toEqual({ movedProducts: 0 });
    expect(
      await getDb()
        .select()
        .from(occasionCategories)
        .where(eq(occasionCategories.categoryId, bangles)),
    ).toEqual([]);
    expect([...takeExpiredTags()].sort()).toEqual(
      [cacheTags.categories, cacheTags.categoryListing('bangles'), cacheTags.sitemap].sort(),
    );
    expect(await lastAudit('category.delete')).toMatchObject({
      before: expect.objectContaining({ occasions: ['bridal'] }),
      after: null,
    });
  });

  it('never deletes the menus’ root', async () => {
    await refused(deleteCategory(actor(), { categoryId: id('clothing') }), {
      fields: { categoryId: expect.stringContaining('The menus are built from "clothing"') },
    });
  });
});
