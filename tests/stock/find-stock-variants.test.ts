import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { findStockVariants } from '@/lib/catalogue/stock/find-stock-variants';
import { stockVariant, variantIdBySku } from '@/lib/catalogue/stock/stock-variant';
import { variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { refusal } from './support';

const skusOf = (page: { items: { variantSku: string }[] }) =>
  page.items.map((item) => item.variantSku);

const setStatus = (slug: string, status: 'published' | 'archived') =>
  getDb().update(products).set({ status }).where(eq(products.slug, slug));

// The mini catalogue: Maroon Zardozi Lehenga (BL-1-S 0, BL-1-M 2, two photos), Gold Tissue
// Lehenga (BL-10-M 1), Draft Lehenga (BL-99-M 1), Ivory Banarasi Saree (SR-7-Free 5),
// Ruby Party Gown (GW-3-S 3), Pearl Clutch 100% Silk (AC_1-One 9), লাল বেনারসি শাড়ি
// (SR-8-Free 0), Crimson Bridal Set (BL-2-L 1); Chiffon Dupatta has no variants.
describeAppDatabase('finding a variant for the stock pages', buildCatalogue, () => {
  describe('findStockVariants', () => {
    it.each([
      [
        'a word of the name, by product name',
        'lehenga',
        ['BL-99-M', 'BL-10-M', 'BL-1-S', 'BL-1-M'],
      ],
      ['every word, in any order and case', 'LEHENGA maroon', ['BL-1-S', 'BL-1-M']],
      ['a variant SKU, in any case', 'gw-3-s', ['GW-3-S']],
      ['part of a SKU', 'SR-', ['SR-7-Free', 'SR-8-Free']],
      ['a name in Bangla', 'বেনারসি', ['SR-8-Free']],
      ['stock well above the threshold too', 'clutch', ['AC_1-One']],
      ['an underscore, as itself', '_', ['AC_1-One']],
      ['nothing that matches', 'velvet', []],
    ])('finds by %s', async (_case, search, expected) => {
      const page = await findStockVariants({ search });
      expect(skusOf(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('puts a product named exactly as searched first', async () => {
      const rename = (name: string) =>
        getDb().update(products).set({ name }).where(eq(products.slug, 'draft-lehenga'));
      await rename('Draft Maroon Zardozi Lehenga');
      const page = await findStockVariants({ search: ' maroon zardozi lehenga ' });
      expect(skusOf(page)).toEqual(['BL-1-S', 'BL-1-M', 'BL-99-M']);
      await rename('Draft Lehenga');
    });

    it('finds by the product’s own SKU', async () => {
      await getDb()
        .update(products)
        .set({ sku: 'RPG-2026' })
        .where(eq(products.slug, 'ruby-party-gown'));
      expect(skusOf(await findStockVariants({ search: 'rpg-2026' }))).toEqual(['GW-3-S']);
    });

    it('shows each variant with its stock, threshold and first photo', async () => {
      const [medium] = (await findStockVariants({ search: 'BL-1-M' })).items;
      expect(medium).toEqual({
        variantId: (await variantBySku('BL-1-M')).id,
        productId: expect.any(Number),
        productName: 'Maroon Zardozi Lehenga',
        productSku: null,
        productStatus: 'published',
        variantSku: 'BL-1-M',
        size: 'M',
        colour: 'As shown',
        stock: 2,
        threshold: 2,
        usesDefault: true,
        photo: '/media/products/maroon-zardozi-lehenga-1.webp',
      });
    });

    it('keeps archived products: a piece may still be on a shelf', async () => {
      await setStatus('crimson-bridal-set', 'archived');
      const [set] = (await findStockVariants({ search: 'crimson' })).items;
      expect(set).toMatchObject({ variantSku: 'BL-2-L', productStatus: 'archived' });
      await setStatus('crimson-bridal-set', 'published');
    });

    it('counts every variant, and pages through them', async () => {
      const all = await findStockVariants({ pageSize: 100 });
      expect(all.total).toBe(9);
      expect(all.items).toHaveLength(9);
      const second = await findStockVariants({ search: 'lehenga', page: 2, pageSize: 3 });
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(skusOf(second)).toEqual(['BL-1-M']);
    });

    it('refuses a search too long, naming the field', async () => {
      const error = await refusal(() => findStockVariants({ search: 'x'.repeat(101) }));
      expect(error).toMatchObject({ kind: 'invalid', fields: { search: expect.any(String) } });
    });
  });

  describe('stockVariant', () => {
    it('reads one variant by its id, with its own threshold when it has one', async () => {
      const gown = await variantBySku('GW-3-S');
      await getDb().update(variants).set({ lowStockThreshold: 4 }).where(eq(variants.id, gown.id));
      expect(await stockVariant(gown.id)).toMatchObject({
        variantId: gown.id,
        productName: 'Ruby Party Gown',
        variantSku: 'GW-3-S',
        stock: 3,
        threshold: 4,
        usesDefault: false,
        photo: null,
      });
    });

    it.each([999_999, 0, -1, 1.5, Number.NaN, 2 ** 31])('is null for %p', async (id) => {
      expect(await stockVariant(id)).toBeNull();
    });
  });

  describe('variantIdBySku', () => {
    it('finds the variant whose SKU is exactly the one scanned, in any case', async () => {
      const medium = await variantBySku('BL-1-M');
      expect(await variantIdBySku('BL-1-M')).toBe(medium.id);
      expect(await variantIdBySku('  bl-1-m ')).toBe(medium.id);
    });

    it.each([
      ['a product SKU', 'BL-1'],
      ['part of a SKU', 'BL-1-'],
      ['nothing', '  '],
      ['a pattern', 'BL-1-_'],
    ])('is null for %s', async (_case, sku) => {
      expect(await variantIdBySku(sku)).toBeNull();
    });

    it('is null when two SKUs differ only in case: the search lists both', async () => {
      const medium = await variantBySku('BL-1-M');
      const [twin] = await getDb()
        .insert(variants)
        .values({ ...medium, id: undefined, sku: 'bl-1-m', colour: 'Gold', position: 9 })
        .returning();
      expect(await variantIdBySku('BL-1-M')).toBeNull();
      expect(skusOf(await findStockVariants({ search: 'bl-1-m' }))).toEqual(['BL-1-M', 'bl-1-m']);
      await getDb().delete(variants).where(eq(variants.id, twin!.id));
    });
  });
});
