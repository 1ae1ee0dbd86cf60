import { withVariantValueIds } from '@/lib/catalogue/products/variant-values';
import { eq } from 'drizzle-orm';
import { countListing } from '@/lib/catalogue/products/listing-count';
import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import { readListing } from '@/lib/catalogue/products/readers/listing';
import type { Database } from '@/lib/db/connect';
import { variants } from '@/lib/db/schema';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';

async function listing(attribute: string[]) {
  const result = await readListing({
    state: { ...emptyListingState, attribute },
    scope: { category: 'lehenga' },
    path: '/category/lehenga',
  });
  if (result.status !== 'ok') throw new Error(`expected a page, got ${result.status}`);
  const size = result.facets.attributes.find((facet) => facet.slug === 'size');
  return {
    slugs: result.page.results.map((product) => product.slug).sort(),
    count: result.page.count,
    sizes: Object.fromEntries(size?.values.map((value) => [value.slug, value.count]) ?? []),
  };
}

let db: Database;
const fill = async (database: Database) => {
  db = database;
  return buildCatalogue(database);
};

// The lehenga 'maroon-zardozi-lehenga' has S sold out and M in stock (tests/fixtures/catalog.ts).
describeAppDatabase('the size filter finds sizes in stock', fill, () => {
  it('leaves out a piece whose only variant in the size is sold out, and counts so', async () => {
    const s = await listing(['size-s']);
    expect(s.slugs).toEqual([]);
    expect(s.count).toBe(0);
    const m = await listing(['size-m']);
    expect(m.slugs).toEqual(['gold-tissue-lehenga', 'maroon-zardozi-lehenga']);
    // Each size's count is what ticking it would list.
    expect(m.sizes).toEqual({ 'size-m': 2, 'size-l': 1 });
    expect(await countListing({ category: 'lehenga', attribute: ['size-m'] })).toEqual({
      count: 2,
    });
    expect(await countListing({ category: 'lehenga', attribute: ['size-s'] })).toEqual({
      count: 0,
    });
  });

  it('finds the size again once one of its variants is in stock, in any colour', async () => {
    const [sold] = await db.select().from(variants).where(eq(variants.sku, 'BL-1-S'));
    await db.insert(variants).values(
      await withVariantValueIds(db, [
        {
          productId: sold!.productId,
          sku: 'BL-1-S-GOLD',
          size: 'S',
          colour: 'Gold',
          price: 52000,
          stock: 2,
          position: 5,
        },
      ]),
    );
    const s = await listing(['size-s']);
    expect(s.slugs).toEqual(['maroon-zardozi-lehenga']);
    expect(s.sizes['size-s']).toBe(1);
    await db.delete(variants).where(eq(variants.sku, 'BL-1-S-GOLD'));
  });
});
