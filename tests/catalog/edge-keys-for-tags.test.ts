import { cacheTags } from '@/lib/cache-tags';
import { edgeKeysForTags } from '@/lib/catalogue/products/edge-keys-for-tags';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';

const sorted = async (keys: Promise<string[]>) => [...(await keys)].sort();

describeCatalogue('expired cache tags as edge keys', (fixture) => {
  it('names a product by its slug', async () => {
    const { product } = fixture();
    const tags = [
      cacheTags.product(product['ivory-banarasi-saree']!),
      cacheTags.product(product['pearl-clutch']!),
    ];
    expect(await sorted(edgeKeysForTags(tags))).toEqual([
      'product:ivory-banarasi-saree',
      'product:pearl-clutch',
    ]);
  });

  it('names nothing for a product that does not exist', async () => {
    expect(await edgeKeysForTags([cacheTags.product(999_999)])).toEqual([]);
  });

  it('adds to a category’s listing every published product of that main category, whose page shows its newest', async () => {
    expect(await sorted(edgeKeysForTags([cacheTags.categoryListing('bridal-lehenga')]))).toEqual([
      'listing:category:bridal-lehenga',
      'product:crimson-bridal-set',
      'product:maroon-zardozi-lehenga',
    ]);
    // The draft lehenga has no page to purge; the bridal lehengas beneath are another listing.
    expect(await sorted(edgeKeysForTags([cacheTags.categoryListing('lehenga')]))).toEqual([
      'listing:category:lehenga',
      'product:gold-tissue-lehenga',
    ]);
  });

  it('keeps the tags the edge knows by the same name', async () => {
    const same = [
      cacheTags.occasionListing('bridal'),
      cacheTags.allListings,
      cacheTags.page('about-us'),
      cacheTags.banner,
      cacheTags.sitemap,
    ];
    expect(await edgeKeysForTags(same)).toEqual(same);
  });

  it.each([
    cacheTags.catalogue,
    cacheTags.categories,
    cacheTags.pages,
    cacheTags.settings('contacts'),
    cacheTags.variantWords,
    cacheTags.sizeGuide(3),
    'a-tag-this-table-does-not-know',
  ])('names every page for %s, which every page shows', async (tag) => {
    expect(await edgeKeysForTags([tag, cacheTags.banner])).toEqual(['site', 'banner']);
  });
});
