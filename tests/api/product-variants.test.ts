import { GET as variantsRoute } from '@/app/api/v1/product/variants/route';
import { variantsByIds } from '@/lib/catalogue/products/variants-by-ids';
import type { VariantLookup } from '@/lib/catalogue/products/types';
import { getDb } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';
import { idErrorCases } from './helpers/id-list-cases';

const lookup = (ids: string) =>
  call<VariantLookup[]>(variantsRoute, `/api/v1/product/variants?ids=${ids}`);

/** Variant ids by SKU (BL-1-M is the maroon lehenga in size M). */
async function variantIds(): Promise<Record<string, number>> {
  const rows = await getDb().select({ id: variants.id, sku: variants.sku }).from(variants);
  return Object.fromEntries(rows.map((row) => [row.sku, row.id]));
}

describeCatalogue('GET /api/v1/product/variants', (fixture) => {
  it('answers each variant with its product, price and stock now, in the order asked', async () => {
    const sku = await variantIds();
    const { status, body, headers } = await lookup(`${sku['SR-7-Free']},${sku['BL-1-M']}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual([
      {
        id: sku['SR-7-Free'],
        product_id: fixture().product['ivory-banarasi-saree'],
        slug: 'ivory-banarasi-saree',
        name: 'Ivory Banarasi Saree',
        sku: 'SR-7-Free',
        size: 'Free',
        colour: 'As shown',
        price: 18000,
        stock: 5,
        in_stock: true,
        active: true,
        image: '/media/products/ivory-banarasi-saree-1.webp',
        lead_time_days: null,
      },
      expect.objectContaining({
        id: sku['BL-1-M'],
        slug: 'maroon-zardozi-lehenga',
        price: 54000,
        stock: 2,
        image: '/media/products/maroon-zardozi-lehenga-1.webp',
      }),
    ]);
  });

  it('says a variant is sold out, and gives the placeholder photo to a product without one', async () => {
    const sku = await variantIds();
    const { body } = await lookup(`${sku['BL-1-S']},${sku['BL-10-M']}`);
    expect(
      body.map(({ sku, stock, in_stock, image }) => ({ sku, stock, in_stock, image })),
    ).toEqual([
      {
        sku: 'BL-1-S',
        stock: 0,
        in_stock: false,
        image: '/media/products/maroon-zardozi-lehenga-1.webp',
      },
      { sku: 'BL-10-M', stock: 1, in_stock: true, image: '/images/placeholder-product.webp' },
    ]);
  });

  it('leaves out unknown ids and the variants of inactive products, and ignores repeats', async () => {
    const sku = await variantIds();
    const { status, body } = await lookup(
      `999999,${sku['BL-99-M']},${sku['AC_1-One']},${sku['AC_1-One']}`,
    );
    expect(status).toBe(200);
    expect(body.map((variant) => variant.sku)).toEqual(['AC_1-One']);
    expect((await lookup('999998')).body).toEqual([]);
  });

  it('shows staff the variants of inactive products, flagged', async () => {
    const sku = await variantIds();
    const found = await variantsByIds([sku['BL-99-M']!], { id: 1, isStaff: true });
    expect(found).toEqual([expect.objectContaining({ sku: 'BL-99-M', active: false })]);
    await expect(variantsByIds([sku['BL-99-M']!], { id: 2, isStaff: false })).resolves.toEqual([]);
  });

  it('takes 100 ids at once', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => index + 1).join(',');
    const { status, body } = await lookup(ids);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(5);
  });

  it.each(idErrorCases)('refuses ids=%s with 400', async (_, ids, message) => {
    const { status, body } = await call<ErrorBody>(
      variantsRoute,
      `/api/v1/product/variants?ids=${ids}`,
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields: { ids: message },
    });
  });

  it('refuses a request without ids', async () => {
    const { status, body } = await call<ErrorBody>(variantsRoute, '/api/v1/product/variants');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ ids: 'is required' });
  });
});
