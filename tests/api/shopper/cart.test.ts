import { eq } from 'drizzle-orm';
import { POST as merge } from '@/app/api/v1/cart/merge/route';
import { GET as getCart, PUT as putCart } from '@/app/api/v1/cart/route';
import { getDb } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { createShopper, jsonBody, type Shopper } from './shopper';

type Cart = { items: { id: number; quantity: number }[] };

async function variantId(sku: string): Promise<number> {
  const [row] = await getDb().select().from(variants).where(eq(variants.sku, sku));
  return row!.id;
}

describeAppDatabase('the server-side cart', buildCatalogue, () => {
  let ayesha: Shopper;
  let nadia: Shopper;
  let twoLeft: number; // BL-1-M: stock 2
  let soldOut: number; // BL-1-S: stock 0
  let oneLeft: number; // BL-10-M: stock 1
  let draft: number; // BL-99-M: on an inactive product

  beforeAll(async () => {
    ayesha = await createShopper(getDb(), 'ayesha@example.com');
    nadia = await createShopper(getDb(), 'nadia@example.com');
    twoLeft = await variantId('BL-1-M');
    soldOut = await variantId('BL-1-S');
    oneLeft = await variantId('BL-10-M');
    draft = await variantId('BL-99-M');
  });

  const put = (shopper: Shopper, body: unknown) =>
    call<Cart & ErrorBody>(putCart, '/api/v1/cart', jsonBody('PUT', body, shopper.headers));
  const read = (shopper: Shopper) =>
    call<Cart>(getCart, '/api/v1/cart', { headers: shopper.headers });

  it('answers 401 without a signed-in shopper', async () => {
    expect((await call(getCart, '/api/v1/cart')).status).toBe(401);
    expect((await call(putCart, '/api/v1/cart', jsonBody('PUT', { items: [] }))).status).toBe(401);
  });

  it('stores the cart in order and keeps each shopper’s apart', async () => {
    const saved = await put(ayesha, {
      items: [
        { id: oneLeft, quantity: 1 },
        { id: twoLeft, quantity: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await read(ayesha)).body.items).toEqual([
      { id: oneLeft, quantity: 1 },
      { id: twoLeft, quantity: 2 },
    ]);
    expect((await read(nadia)).body.items).toEqual([]);
  });

  it.each([
    ['quantity 0', () => ({ id: twoLeft, quantity: 0 }), 'items.0.quantity'],
    ['quantity -1', () => ({ id: twoLeft, quantity: -1 }), 'items.0.quantity'],
    ['quantity 1.5', () => ({ id: twoLeft, quantity: 1.5 }), 'items.0.quantity'],
    // Digits as text are a quantity (Bangla ones too: '২'); words are not.
    ['quantity as words', () => ({ id: twoLeft, quantity: 'দুই' }), 'items.0.quantity'],
    [
      'quantity as text with a fraction',
      () => ({ id: twoLeft, quantity: '১.৫' }),
      'items.0.quantity',
    ],
    ['more than in stock', () => ({ id: twoLeft, quantity: 3 }), 'items.0.quantity'],
    [
      'two pieces to one set of measurements',
      () => ({ id: twoLeft, quantity: 2, measurements: { unit: 'in', values: { bust: 34 } } }),
      'items.0.quantity',
    ],
    ['a sold-out variant', () => ({ id: soldOut, quantity: 1 }), 'items.0.quantity'],
    ['an unknown variant', () => ({ id: 999_999, quantity: 1 }), 'items.0.id'],
    ['a variant of an inactive product', () => ({ id: draft, quantity: 1 }), 'items.0.id'],
  ])('refuses %s with 400 and keeps the stored cart', async (_case, line, field) => {
    const before = (await read(ayesha)).body;
    const answer = await put(ayesha, { items: [line()] });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty([field]);
    expect((await read(ayesha)).body).toEqual(before);
  });

  it('refuses repeated variants, over 100 lines and a missing list', async () => {
    const repeated = await put(ayesha, {
      items: [
        { id: twoLeft, quantity: 1 },
        { id: twoLeft, quantity: 1 },
      ],
    });
    expect(repeated.status).toBe(400);
    const lines = Array.from({ length: 101 }, (_, index) => ({ id: index + 1, quantity: 1 }));
    expect((await put(ayesha, { items: lines })).status).toBe(400);
    expect((await put(ayesha, {})).status).toBe(400);
  });

  it('merges a guest cart: union, the larger quantity, capped by stock', async () => {
    await put(nadia, { items: [{ id: twoLeft, quantity: 1 }] });
    const merged = await call<Cart>(
      merge,
      '/api/v1/cart/merge',
      jsonBody(
        'POST',
        {
          items: [
            { id: twoLeft, quantity: 5 },
            { id: oneLeft, quantity: 1 },
            { id: soldOut, quantity: 1 },
            { id: 999_999, quantity: 2 },
          ],
        },
        nadia.headers,
      ),
    );
    expect(merged.status).toBe(200);
    expect(merged.body.items).toEqual([
      { id: twoLeft, quantity: 2 },
      { id: oneLeft, quantity: 1 },
    ]);
    expect((await read(nadia)).body).toEqual(merged.body);
  });

  it('merges a line given measurements as one piece, whatever the account held', async () => {
    const measurements = { unit: 'in', values: { bust: 34 } };
    await put(nadia, { items: [{ id: twoLeft, quantity: 2 }] });
    const merged = await call<Cart>(
      merge,
      '/api/v1/cart/merge',
      jsonBody('POST', { items: [{ id: twoLeft, quantity: 1, measurements }] }, nadia.headers),
    );
    expect(merged.body.items).toEqual([{ id: twoLeft, quantity: 1, measurements }]);
  });

  it('asks cookie requests for the XSRF header', async () => {
    const answer = await call<ErrorBody>(
      putCart,
      '/api/v1/cart',
      jsonBody('PUT', { items: [] }, { cookie: 'authjs.session-token=anything' }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('csrf_failed');
  });
});
