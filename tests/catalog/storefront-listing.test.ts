import { getCategoryPage } from '@/lib/catalogue/products/category-page';
import { emptyListingState, type ListingState } from '@/lib/catalogue/products/listing-state';
import { getOccasion } from '@/lib/catalogue/products/occasions';
import {
  activeProductPaths,
  countActiveProducts,
  listingPaths,
} from '@/lib/catalogue/products/sitemap-data';
import { readListing, type ListingRequest } from '@/lib/catalogue/products/readers/listing';
import { findProduct } from '@/lib/catalogue/products/readers/product';
import type { Database } from '@/lib/db/connect';
import { categories, occasionCategories, occasions } from '@/lib/db/schema';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';

/** The mini catalogue, with a 'bridal' occasion over bridal lehengas and clutches. */
async function fill(db: Database) {
  const fixture = await buildCatalogue(db);
  const [bridal] = await db
    .insert(occasions)
    .values([
      { slug: 'bridal', name: 'Bridal', description: 'For the day.', position: 1 },
      { slug: 'empty', name: 'Empty', position: 2 },
    ])
    .returning();
  await db.insert(occasionCategories).values(
    ['bridal-lehenga', 'clutch'].map((slug) => ({
      occasionId: bridal!.id,
      categoryId: fixture.category[slug]!,
    })),
  );
  return fixture;
}

const state = (changes: Partial<ListingState> = {}): ListingState => ({
  ...emptyListingState,
  ...changes,
});

async function slugs(request: Omit<ListingRequest, 'path'>) {
  const result = await readListing({ ...request, path: '/x' });
  if (result.status !== 'ok') throw new Error(`expected a page, got ${result.status}`);
  return result.page.results.map((product) => product.slug);
}

describeAppDatabase('the storefront listing', fill, () => {
  it("shows an occasion's categories and everything beneath them, newest first", async () => {
    expect(await slugs({ state: state(), scope: { occasion: 'bridal' } })).toEqual([
      'maroon-zardozi-lehenga',
      'pearl-clutch',
      'crimson-bridal-set',
    ]);
    expect(await slugs({ state: state(), scope: { occasion: 'empty' } })).toEqual([]);
  });

  it('narrows a scope with the API filters, and never leaves it', async () => {
    const scope = { occasion: 'bridal' };
    expect(await slugs({ state: state({ parentCategory: 'clutch' }), scope })).toEqual([
      'pearl-clutch',
    ]);
    expect(await slugs({ state: state({ parentCategory: 'saree' }), scope })).toEqual([]);
    expect(
      await slugs({ state: state({ attribute: ['size-l'] }), scope: { category: 'lehenga' } }),
    ).toEqual(['crimson-bridal-set']);
    expect(await slugs({ state: state({ ordering: 'price' }), keyward: 'lehenga' })).toEqual([
      'ivory-banarasi-saree',
      'maroon-zardozi-lehenga',
      'crimson-bridal-set',
      'gold-tissue-lehenga',
    ]);
  });

  it('counts facets within the scope, the category facet ignoring the chosen sub-category', async () => {
    const result = await readListing({
      state: state({ parentCategory: 'clutch' }),
      scope: { occasion: 'bridal' },
      path: '/occasion/bridal',
    });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const counts = Object.fromEntries(result.facets.categories.map((c) => [c.slug, c.count]));
    expect(counts).toEqual({
      clothing: 2,
      lehenga: 2,
      'bridal-lehenga': 2,
      accessories: 1,
      clutch: 1,
    });
    expect(result.page.count).toBe(1);
  });

  it('answers a page past the last with not_found, and an unknown filter with the scope facets', async () => {
    await expect(
      readListing({ state: state({ page: 9 }), scope: { category: 'lehenga' }, path: '/x' }),
    ).resolves.toEqual({ status: 'not_found' });
    const invalid = await readListing({
      state: state({ attribute: ['size-xxxl'] }),
      scope: { category: 'lehenga' },
      path: '/x',
    });
    expect(invalid.status).toBe('invalid');
    expect(invalid.status === 'invalid' && invalid.facets.price).toEqual({
      min: 52000,
      max: 75000,
    });
    const unknownCategory = await readListing({
      state: state({ parentCategory: 'no-such' }),
      path: '/x',
    });
    expect(unknownCategory.status).toBe('invalid');
  });

  it("finds a product's page with its care text, and none for an inactive one", async () => {
    await expect(findProduct('maroon-zardozi-lehenga')).resolves.toMatchObject({
      slug: 'maroon-zardozi-lehenga',
      care: '',
    });
    await expect(findProduct('draft-lehenga')).resolves.toBeNull();
    await expect(findProduct('no-such-piece')).resolves.toBeNull();
  });
});

describeAppDatabase('category and occasion pages', fill, () => {
  it('give a linked, visible category its trail and description', async () => {
    await expect(getCategoryPage('bridal-lehenga')).resolves.toEqual({
      name: 'Bridal Lehenga',
      slug: 'bridal-lehenga',
      url: '/category/bridal-lehenga',
      description: '',
      trail: [
        { name: 'Clothing', slug: 'clothing', url: null },
        { name: 'Lehenga', slug: 'lehenga', url: '/category/lehenga' },
      ],
    });
  });

  it.each(['gown', 'party-gown', 'clothing', 'no-such'])(
    'have no page for %s (hidden, beneath a hidden one, a label, or unknown)',
    async (slug) => {
      await expect(getCategoryPage(slug)).resolves.toBeNull();
    },
  );

  it('read an occasion with its categories', async () => {
    await expect(getOccasion('bridal')).resolves.toEqual({
      slug: 'bridal',
      name: 'Bridal',
      description: 'For the day.',
      categorySlugs: ['bridal-lehenga', 'clutch'],
    });
    await expect(getOccasion('empty')).resolves.toMatchObject({ categorySlugs: [] });
    await expect(getOccasion('no-such')).resolves.toBeNull();
  });
});

describeAppDatabase('the sitemap data', fill, () => {
  it('lists every active product once, in slices', async () => {
    expect(await countActiveProducts()).toBe(8);
    const all = await activeProductPaths(0, 100);
    expect(all).toHaveLength(8);
    expect(all.map((entry) => entry.path)).not.toContain('/product/draft-lehenga');
    const halves = [...(await activeProductPaths(0, 4)), ...(await activeProductPaths(4, 4))];
    expect(halves).toEqual(all);
  });

  it('lists the shop, the occasions and the visible linked categories, dated', async () => {
    const paths = await listingPaths();
    expect(paths.map((entry) => entry.path)).toEqual([
      '/shop',
      '/occasion/bridal',
      '/occasion/empty',
      '/category/lehenga',
      '/category/bridal-lehenga',
      '/category/saree',
      '/category/accessories',
      '/category/clutch',
    ]);
    for (const entry of paths) expect(entry.lastModified).toBeInstanceOf(Date);
  });

  it('dates a category by its newest change beneath it', async () => {
    const { getDb } = await import('@/lib/db/client');
    const { eq } = await import('drizzle-orm');
    const later = new Date('2030-01-01T00:00:00Z');
    await getDb().update(categories).set({ updatedAt: later }).where(eq(categories.slug, 'clutch'));
    const dated = new Map((await listingPaths()).map((entry) => [entry.path, entry.lastModified]));
    expect(dated.get('/category/clutch')).toEqual(later);
    expect(dated.get('/category/accessories')).toEqual(later);
    expect(dated.get('/occasion/bridal')).toEqual(later);
    expect(dated.get('/shop')).toEqual(later);
    expect(dated.get('/category/saree')!.getTime()).toBeLessThan(later.getTime());
  });
});
