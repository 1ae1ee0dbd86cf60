import { eq } from 'drizzle-orm';
import { stockRules } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity/staff/actor';
import { lowStockList } from '@/lib/catalogue/stock/low-stock-list';
import { setLowStockThreshold } from '@/lib/catalogue/stock/low-stock-threshold';
import { variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, createStaff, refusal } from './support';

const skusOf = (page: { items: { variantSku: string }[] }) =>
  page.items.map((item) => item.variantSku);

const setProduct = (slug: string, values: Partial<typeof products.$inferInsert>) =>
  getDb().update(products).set(values).where(eq(products.slug, slug));

// The mini catalogue's stock: BL-1-S 0, SR-8-Free 0, BL-10-M 1, BL-99-M 1 (a draft),
// BL-2-L 1, BL-1-M 2, GW-3-S 3, SR-7-Free 5, AC_1-One 9. The store's default threshold is 2.
describeAppDatabase('low stock', buildCatalogue, () => {
  let rina: Actor;

  beforeAll(async () => {
    expect(stockRules.defaultLowStockThreshold).toBe(2);
    rina = await createStaff(getDb(), 'Rina Akter');
    await setProduct('maroon-zardozi-lehenga', { sku: 'BL-1' });
  });

  const threshold = async (sku: string, value: number | null) =>
    setLowStockThreshold(rina, (await variantBySku(sku)).id, value);

  it('lists the variants at or below the default threshold, fewest pieces first', async () => {
    const page = await lowStockList();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: stockRules.lowStockPageSize });
    const stocks = page.items.map((item) => item.stock);
    expect(stocks).toEqual([0, 0, 1, 1, 1, 2]);
    expect(new Set(skusOf(page))).toEqual(
      new Set(['BL-1-S', 'SR-8-Free', 'BL-10-M', 'BL-99-M', 'BL-2-L', 'BL-1-M']),
    );
    expect(page.items.find((item) => item.variantSku === 'BL-1-M')).toEqual({
      variantId: (await variantBySku('BL-1-M')).id,
      productId: expect.any(Number),
      productName: 'Maroon Zardozi Lehenga',
      productSku: 'BL-1',
      productStatus: 'published',
      variantSku: 'BL-1-M',
      size: 'M',
      colour: 'As shown',
      stock: 2,
      threshold: 2,
      usesDefault: true,
      photo: '/media/products/maroon-zardozi-lehenga-1.webp',
    });
    expect(page.items.find((item) => item.variantSku === 'BL-10-M')!.photo).toBeNull();
  });

  it('counts every match and pages through them', async () => {
    const all = skusOf(await lowStockList());
    const second = await lowStockList({ page: 2, pageSize: 4 });
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(skusOf(second)).toEqual(all.slice(4));
    expect(await lowStockList({ page: '3', pageSize: '4' })).toMatchObject({ total: 6, items: [] });
  });

  it('follows a variant’s own threshold, and the default again once it is cleared', async () => {
    const raised = await threshold('GW-3-S', 3);
    expect(raised).toMatchObject({ threshold: 3, effective: 3 });
    await threshold('BL-1-M', 1);
    let page = await lowStockList();
    expect(skusOf(page)).toContain('GW-3-S');
    expect(skusOf(page)).not.toContain('BL-1-M');
    expect(page.items.find((item) => item.variantSku === 'GW-3-S')).toMatchObject({
      stock: 3,
      threshold: 3,
      usesDefault: false,
    });

    expect(await threshold('GW-3-S', null)).toMatchObject({ threshold: null, effective: 2 });
    await threshold('BL-1-M', null);
    page = await lowStockList();
    expect(skusOf(page)).not.toContain('GW-3-S');
    expect(skusOf(page)).toContain('BL-1-M');
  });

  it('records a threshold change in the audit log, and expires nothing a shopper sees', async () => {
    const clutch = await variantBySku('AC_1-One');
    takeExpiredTags();
    await threshold('AC_1-One', 10);
    expect(takeExpiredTags()).toEqual([]);
    const [stored] = await getDb().select().from(variants).where(eq(variants.id, clutch.id));
    expect(stored!.lowStockThreshold).toBe(10);
    expect((await auditOf(clutch.id))[0]).toMatchObject({
      actorId: rina.id,
      action: 'stock.threshold',
      entity: 'variant',
      before: { lowStockThreshold: null },
      after: { lowStockThreshold: 10 },
    });
    await threshold('AC_1-One', null);
  });

  it('leaves out archived products, and keeps drafts', async () => {
    await setProduct('crimson-bridal-set', { status: 'archived' });
    const page = await lowStockList();
    expect(skusOf(page)).not.toContain('BL-2-L');
    expect(skusOf(page)).toContain('BL-99-M');
    expect(page.total).toBe(5);
    await setProduct('crimson-bridal-set', { status: 'published' });
  });

  it.each([
    ['a product name', 'zardozi', ['BL-1-S', 'BL-1-M']],
    ['every word, in any order', 'lehenga MAROON', ['BL-1-S', 'BL-1-M']],
    ['a product SKU, any case', 'bl-1', ['BL-1-S', 'BL-1-M', 'BL-10-M']],
    ['a variant SKU', 'SR-8-Free', ['SR-8-Free']],
    ['a % sign, as itself', '%', ['AC_1-One']],
    ['an underscore, as itself', '_', ['AC_1-One']],
    ['nothing that matches', 'velvet', []],
  ])('narrows by %s', async (_case, search, expected) => {
    await threshold('AC_1-One', 9);
    const page = await lowStockList({ search });
    expect(new Set(skusOf(page))).toEqual(new Set(expected));
    expect(page.total).toBe(expected.length);
    await threshold('AC_1-One', null);
  });

  describe('refused', () => {
    it('a threshold below zero, naming the field, and nothing changes', async () => {
      const gown = await variantBySku('GW-3-S');
      const error = await refusal(() => setLowStockThreshold(rina, gown.id, -1));
      expect(error).toMatchObject({ kind: 'invalid', fields: { threshold: expect.any(String) } });
      expect((await variantBySku('GW-3-S')).lowStockThreshold).toBeNull();
    });

    it('a variant that does not exist: 404', async () => {
      expect((await refusal(() => setLowStockThreshold(rina, 999_999, 3))).kind).toBe('not_found');
    });

    it('a page or page size out of range, naming the fields', async () => {
      const error = await refusal(() => lowStockList({ page: 0, pageSize: 101 }));
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['page', 'pageSize']);
    });
  });
});
