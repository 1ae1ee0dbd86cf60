import { eq } from 'drizzle-orm';
import { listAdminProducts } from '@/lib/catalogue/products/editing/list/list-admin-products';
import { stockRules } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import { adminProductQuerySchema } from '@/lib/catalogue/schemas/product-editor';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';

/** Lists as a page would, from the URL's query. */
const list = (query: Record<string, string> = {}) =>
  listAdminProducts(adminProductQuerySchema.parse(query));

const names = async (query: Record<string, string>) =>
  (await list({ page_size: '100', ...query })).rows.map((row) => row.name);

describeCatalogue('the staff product list', (fixture) => {
  beforeAll(async () => {
    // BL-1-M (stock 2) has a threshold of its own below the store's default.
    await getDb().update(variants).set({ lowStockThreshold: 1 }).where(eq(variants.sku, 'BL-1-M'));
    await getDb()
      .update(variants)
      .set({ stock: stockRules.defaultLowStockThreshold })
      .where(eq(variants.sku, 'SR-7-Free'));
  });

  it('lists every product, drafts included, newest change first, with a count', async () => {
    const page = await list();
    expect(page.count).toBe(9);
    expect(page.rows.map((row) => row.name)).toContain('Draft Lehenga');
    const times = page.rows.map((row) => row.updatedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('describes each row: photo, SKU, price range, stock and status', async () => {
    const [row] = (await list({ q: 'maroon zardozi' })).rows;
    expect(row).toMatchObject({
      id: fixture().product['maroon-zardozi-lehenga'],
      sku: 'BL-1',
      status: 'published',
      categoryName: 'Bridal Lehenga',
      photo: '/media/products/maroon-zardozi-lehenga-1.webp',
      minPrice: 52000,
      maxPrice: 54000,
      totalStock: 2,
      variantCount: 2,
      stockState: 'low',
    });
    const [bare] = (await list({ q: 'dupatta' })).rows;
    expect(bare).toMatchObject({ photo: null, minPrice: null, totalStock: 0, stockState: 'out' });
  });

  it.each([
    ['gold tissue', ['Gold Tissue Lehenga']],
    ['maroon  LEHENGA', ['Maroon Zardozi Lehenga']],
    ['zardozi bl-1', ['Maroon Zardozi Lehenga']],
    ['sr-7', ['Ivory Banarasi Saree']],
    ['bl-10-m', ['Gold Tissue Lehenga']],
    ['AC_', ['Pearl Clutch 100% Silk']],
    ['100%', ['Pearl Clutch 100% Silk']],
    ['বেনারসি', ['লাল বেনারসি শাড়ি']],
  ])('finds %j by name, product SKU or variant SKU', async (q, expected) => {
    expect(await names({ q })).toEqual(expected);
  });

  it('filters by a category with everything beneath it, by status and by stock', async () => {
    expect(await names({ category: 'lehenga', sort: 'name' })).toEqual([
      'Crimson Bridal Set',
      'Draft Lehenga',
      'Gold Tissue Lehenga',
      'Maroon Zardozi Lehenga',
    ]);
    expect(await names({ category: String(fixture().category['gown']) })).toEqual([
      'Ruby Party Gown',
    ]);
    expect(await names({ category: 'no-such-category' })).toEqual([]);
    expect(await names({ status: 'draft' })).toEqual(['Draft Lehenga']);
    expect(await names({ stock: 'out', sort: 'name' })).toEqual([
      'Chiffon Dupatta',
      'লাল বেনারসি শাড়ি',
    ]);
    expect(await names({ stock: 'low', sort: 'name' })).toEqual([
      'Crimson Bridal Set',
      'Draft Lehenga',
      'Gold Tissue Lehenga',
      'Ivory Banarasi Saree',
      'Maroon Zardozi Lehenga',
    ]);
    expect(await names({ stock: 'in_stock', sort: 'name' })).toEqual([
      'Pearl Clutch 100% Silk',
      'Ruby Party Gown',
    ]);
  });

  it('sorts by price and stock both ways, products without a price last', async () => {
    const byPrice = await names({ sort: 'price' });
    expect(byPrice[0]).toBe('Pearl Clutch 100% Silk');
    expect(byPrice.at(-1)).toBe('Chiffon Dupatta');
    const byPriceDown = await names({ sort: '-price' });
    expect(byPriceDown[0]).toBe('Draft Lehenga');
    expect(byPriceDown.at(-1)).toBe('Chiffon Dupatta');
    const byStock = await list({ sort: '-stock', page_size: '100' });
    const stock = byStock.rows.map((row) => row.totalStock);
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
    expect(byStock.rows[0]!.name).toBe('Pearl Clutch 100% Silk');
  });

  it('pages through the list', async () => {
    const first = await list({ sort: 'name', page_size: '4' });
    const third = await list({ sort: 'name', page_size: '4', page: '3' });
    expect(first).toMatchObject({ count: 9, page: 1, pageSize: 4 });
    expect(first.rows).toHaveLength(4);
    expect(third.rows.map((row) => row.name)).toEqual(['লাল বেনারসি শাড়ি']);
  });

  it('refuses a query it cannot read, naming the parameter', () => {
    const parsed = adminProductQuerySchema.safeParse({ stock: 'some', page_size: '500' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'stock',
      'page_size',
    ]);
  });
});
