import { GET as bySlug } from '@/app/api/v1/product/shopitems/route';
import { GET as byId } from '@/app/api/v1/product/shopitemsbyid/[id]/route';
import type { ProductDetail } from '@/lib/catalogue/products/types';
import { maroonSummary } from './helpers/expected';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';

const detail = (slug: string) =>
  call<ProductDetail>(bySlug, `/api/v1/product/shopitems/?slug=${encodeURIComponent(slug)}`);

const withId = (id: string) =>
  call<ProductDetail>(byId, `/api/v1/product/shopitemsbyid/${id}`, { params: { id } });

describeCatalogue('GET /api/v1/product/shopitems and shopitemsbyid', (fixture) => {
  it('answers a product by slug with everything its page shows', async () => {
    const { tag } = fixture();
    const { status, body } = await detail('maroon-zardozi-lehenga');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...maroonSummary(fixture()),
      description: 'Hand embroidered zardozi on velvet.',
    });
    expect(body.images).toEqual(body.image);
    expect(body.images).toHaveLength(2);
    expect(body.variants).toEqual([
      {
        id: expect.any(Number),
        sku: 'BL-1-S',
        size: 'S',
        colour: 'As shown',
        price: 52000,
        stock: 0,
        in_stock: false,
      },
      {
        id: expect.any(Number),
        sku: 'BL-1-M',
        size: 'M',
        colour: 'As shown',
        price: 54000,
        stock: 2,
        in_stock: true,
      },
    ]);
    expect(body.attributes).toEqual([
      {
        name: 'Size',
        slug: 'size',
        values: [
          { name: 'S', slug: 'size-s' },
          { name: 'M', slug: 'size-m' },
        ],
      },
      { name: 'Colour', slug: 'colour', values: [{ name: 'Maroon', slug: 'colour-maroon' }] },
    ]);
    expect(body.tags).toEqual([{ id: tag.bestseller, name: 'Bestseller', slug: 'bestseller' }]);
    expect(body.breadcrumbs).toEqual([
      { name: 'Clothing', slug: 'clothing' },
      { name: 'Lehenga', slug: 'lehenga' },
      { name: 'Bridal Lehenga', slug: 'bridal-lehenga' },
    ]);
    expect(body.related.map((related) => related.slug)).toEqual(['crimson-bridal-set']);
  });

  it('answers the same product by id, with or without a trailing slash', async () => {
    const id = String(fixture().product['maroon-zardozi-lehenga']);
    const [plain, slashed] = await Promise.all([
      withId(id),
      call(byId, `/api/v1/product/shopitemsbyid/${id}/`, { params: { id } }),
    ]);
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual((await detail('maroon-zardozi-lehenga')).body);
    expect(slashed.body).toEqual(plain.body);
  });

  it('relates only active products of the same category, and stops the trail at a hidden category', async () => {
    const gold = await detail('gold-tissue-lehenga');
    expect(gold.body.related).toEqual([]);
    expect(gold.body.image).toEqual([
      { photo: '/images/placeholder-product.webp', alt: 'Gold Tissue Lehenga' },
    ]);
    const ruby = await detail('ruby-party-gown');
    expect(ruby.body.breadcrumbs).toEqual([{ name: 'Clothing', slug: 'clothing' }]);
    const dupatta = await detail('chiffon-dupatta');
    expect(dupatta.body).toMatchObject({ variants: [], attributes: [], tags: [], min_price: null });
  });

  const notFound = { code: 'product_not_found', message: 'There is no such product.' };

  it.each(['no-such-product', 'draft-lehenga', "' OR 1=1 --", '%'])(
    'answers slug %j (unknown or inactive) with 404',
    async (slug) => {
      const path = `/api/v1/product/shopitems/?slug=${encodeURIComponent(slug)}`;
      const answer = await call<ErrorBody>(bySlug, path);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual(notFound);
    },
  );

  it('answers an unknown or inactive id with 404', async () => {
    for (const id of ['999999', String(fixture().product['draft-lehenga'])]) {
      const answer = await call<ErrorBody>(byId, `/api/v1/product/shopitemsbyid/${id}`, {
        params: { id },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual(notFound);
    }
  });

  it.each([
    ['/api/v1/product/shopitems/', { slug: 'is required' }],
    ['/api/v1/product/shopitems/?slug=', { slug: 'is required' }],
    [`/api/v1/product/shopitems/?slug=${'x'.repeat(201)}`, { slug: 'is too long' }],
  ])('answers %s with 400', async (path, fields) => {
    const answer = await call<ErrorBody>(bySlug, path);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', fields });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '9999999999'])(
    'answers shopitemsbyid/%s with 400',
    async (id) => {
      const answer = await call<ErrorBody>(byId, `/api/v1/product/shopitemsbyid/${id}`, {
        params: { id },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ id: 'must be a product id (a whole number)' });
    },
  );
});
