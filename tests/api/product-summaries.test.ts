import { GET as summariesRoute } from '@/app/api/v1/product/summaries/route';
import type { ProductWithVariants } from '@/lib/catalogue/products/types';
import { maroonSummary } from './helpers/expected';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';
import { idErrorCases } from './helpers/id-list-cases';

const summaries = (ids: string) =>
  call<ProductWithVariants[]>(summariesRoute, `/api/v1/product/summaries?ids=${ids}`);

describeCatalogue('GET /api/v1/product/summaries', (fixture) => {
  it('answers each product as a card with its variants, in the order asked', async () => {
    const { product } = fixture();
    const { status, body, headers } = await summaries(
      `${product['pearl-clutch']},${product['maroon-zardozi-lehenga']}`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public/);
    expect(body.map((summary) => summary.slug)).toEqual(['pearl-clutch', 'maroon-zardozi-lehenga']);
    const { variants, ...maroon } = body[1]!;
    expect(maroon).toEqual(maroonSummary(fixture()));
    expect(
      variants.map(({ sku, price, stock, in_stock }) => ({ sku, price, stock, in_stock })),
    ).toEqual([
      { sku: 'BL-1-S', price: 52000, stock: 0, in_stock: false },
      { sku: 'BL-1-M', price: 54000, stock: 2, in_stock: true },
    ]);
  });

  it('leaves out unknown and inactive products, and keeps a product without variants', async () => {
    const { product } = fixture();
    const { body } = await summaries(
      `999999,${product['draft-lehenga']},${product['chiffon-dupatta']}`,
    );
    expect(body).toEqual([expect.objectContaining({ slug: 'chiffon-dupatta', variants: [] })]);
  });

  it.each(idErrorCases)('refuses ids=%s with 400', async (_, ids, message) => {
    const { status, body } = await call<ErrorBody>(
      summariesRoute,
      `/api/v1/product/summaries?ids=${ids}`,
    );
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ ids: message });
  });
});
