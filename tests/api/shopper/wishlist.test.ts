import { GET as listWishlist } from '@/app/api/v1/product/getWishlistProduct/[id]/route';
import { DELETE as remove } from '@/app/api/v1/product/wishlist/[product_id]/route';
import { POST as add } from '@/app/api/v1/product/wishlist/route';
import { getDb } from '@/lib/db/client';
import { buildCatalogue, type CatalogueFixture } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { createShopper, jsonBody, type Shopper } from './shopper';

type Ids = { product_ids: number[] };

describeAppDatabase('the wishlist', buildCatalogue, (fixture) => {
  let ayesha: Shopper;
  let nadia: Shopper;
  let product: CatalogueFixture['product'];

  beforeAll(async () => {
    ayesha = await createShopper(getDb(), 'ayesha@example.com');
    nadia = await createShopper(getDb(), 'nadia@example.com');
    product = fixture().product;
  });

  const addFor = (shopper: Shopper, body: unknown) =>
    call<Ids & ErrorBody>(add, '/api/v1/product/wishlist', jsonBody('POST', body, shopper.headers));
  const removeFor = (shopper: Shopper, id: string) =>
    call<Ids & ErrorBody>(remove, `/api/v1/product/wishlist/${id}`, {
      method: 'DELETE',
      headers: shopper.headers,
      params: { product_id: id },
    });
  const listOf = (viewer: Shopper, owner: Shopper) =>
    call<{ slug: string; name: string }[] & ErrorBody>(
      listWishlist,
      `/api/v1/product/getWishlistProduct/${owner.id}`,
      { headers: viewer.headers, params: { id: String(owner.id) } },
    );

  it('adds products once, however often they are added', async () => {
    const lehenga = product['maroon-zardozi-lehenga']!;
    const saree = product['ivory-banarasi-saree']!;
    expect((await addFor(ayesha, { product_id: lehenga })).body.product_ids).toEqual([lehenga]);
    await addFor(ayesha, { product_id: saree });
    const again = await addFor(ayesha, { product_id: lehenga });
    expect(again.status).toBe(200);
    expect([...again.body.product_ids].sort()).toEqual([lehenga, saree].sort());
  });

  it('lists one’s own wishlist as product summaries, and no one else’s', async () => {
    const own = await listOf(ayesha, ayesha);
    expect(own.status).toBe(200);
    expect(own.body.map((summary) => summary.slug).sort()).toEqual([
      'ivory-banarasi-saree',
      'maroon-zardozi-lehenga',
    ]);
    const other = await listOf(nadia, ayesha);
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('not_allowed');
  });

  it('removes idempotently', async () => {
    const saree = String(product['ivory-banarasi-saree']);
    expect((await removeFor(ayesha, saree)).body.product_ids).not.toContain(Number(saree));
    const again = await removeFor(ayesha, saree);
    expect(again.status).toBe(200);
    expect(again.body.product_ids).toEqual([product['maroon-zardozi-lehenga']]);
  });

  it.each([
    ['an inactive product', () => ({ product_id: product['draft-lehenga'] }), 404],
    ['an unknown product', () => ({ product_id: 999_999 }), 404],
    ['a product id of 0', () => ({ product_id: 0 }), 400],
    ['a text product id', () => ({ product_id: 'abc' }), 400],
    ['no product id', () => ({}), 400],
  ])('refuses %s', async (_case, body, status) => {
    expect((await addFor(nadia, body())).status).toBe(status);
    expect((await listOf(nadia, nadia)).body).toEqual([]);
  });

  it('needs a signed-in shopper', async () => {
    const answer = await call(
      add,
      '/api/v1/product/wishlist',
      jsonBody('POST', { product_id: product['gold-tissue-lehenga'] }),
    );
    expect(answer.status).toBe(401);
    expect((await removeFor({ id: 0, headers: {} }, '1')).status).toBe(401);
  });
});
