import { GET } from '@/app/api/v1/product/count/route';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';

const count = (query: string) => call<{ count: number }>(GET, `/api/v1/product/count?${query}`);

describeCatalogue('GET /api/v1/product/count', () => {
  it.each([
    ['', 8],
    ['category=lehenga', 3],
    ['category=lehenga&attribute=size-m', 2],
    // The lehenga's S is sold out.
    ['category=lehenga&attribute=size-s', 0],
    ['category=lehenga&lowrange=60000&heighrange=50000', 2],
    ['keyward=lehenga', 4],
  ])('%s counts %i', async (query, expected) => {
    const { status, body } = await count(query);
    expect(status).toBe(200);
    expect(body).toEqual({ count: expected });
  });

  it('answers an unknown scope with a 404, as its listing page does', async () => {
    const { status, body } = await call<ErrorBody>(GET, '/api/v1/product/count?category=nope');
    expect(status).toBe(404);
    expect(body.error.code).toBe('category_not_found');
  });

  it('refuses both scopes at once, and a malformed price, naming the field', async () => {
    const both = await call<ErrorBody>(GET, '/api/v1/product/count?occasion=a&category=b');
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toHaveProperty('category');
    const price = await call<ErrorBody>(GET, '/api/v1/product/count?lowrange=abc');
    expect(price.status).toBe(400);
    expect(price.body.error.fields).toHaveProperty('lowrange');
  });
});
