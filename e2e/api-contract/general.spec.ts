import { expect, test } from '@playwright/test';
import { apiRouteMethods } from '../../tests/hostile/route-files';
import { appContext, call, expectStatus, signedUp } from './support';

// docs/api-reference.md, "General" and "Caching", over every route file under app/api/v1:
// a method a path does not take is a 405, a body past 128 KB is a 413, and the catalogue's
// answers to a signed-out caller are revalidated with a 304.

test.describe.configure({ mode: 'parallel' });

/** A value for each dynamic segment that the route's own schema would take. */
const sampleParams: Record<string, string | number> = {
  id: 1,
  addressId: 1,
  product_id: 1,
  photoId: 1,
  uploadId: 1,
  cityId: 1,
  zoneId: 1,
  email: 'ayesha@example.com',
  phone: '01700000000',
  number: 'NJ-260101-00000',
  outcome: 'fail',
  token: '1.4102444800.' + 'A'.repeat(43),
};

const routes = new Map<string, string[]>();
for (const { method, template } of apiRouteMethods()) {
  routes.set(template, [...(routes.get(template) ?? []), method]);
}

test('every route answers 405 to a method it does not take', async ({ playwright, baseURL }) => {
  const request = await appContext(playwright, baseURL);
  for (const [template, methods] of routes) {
    const other = ['PATCH', 'DELETE', 'PUT', 'POST'].find((method) => !methods.includes(method))!;
    const response = await call(request, `${other} ${template}`, { params: sampleParams });
    await expectStatus(response, 405);
  }
  await request.dispose();
});

// The bodies read by the api() wrapper or the gateway's and couriers' own readers. The staff
// calls read theirs only once the caller is known to be staff (admin.staff.ts); DELETEs take none.
// A review carries up to six photos, read only once its link proved good and against a limit
// of its own (reviewRequestMaxBytes, lib/reviews/read-review-form.ts).
const bodyRoutes = apiRouteMethods().filter(
  ({ method, template }) =>
    ['POST', 'PUT', 'PATCH'].includes(method) &&
    !template.startsWith('/api/v1/admin/') &&
    template !== '/api/v1/reviews/:token',
);

test('every body past 128 KB is refused with 413 payload_too_large', async ({
  playwright,
  baseURL,
}) => {
  const request = await appContext(playwright, baseURL);
  // Signed in: calls that need a user check that before they read the body.
  const { token } = await signedUp(request);
  const big = JSON.stringify({ padding: 'x'.repeat(130 * 1024) });
  for (const { key } of bodyRoutes) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key.includes('/couriers/steadfast/'))
      headers.authorization = 'Bearer e2e-steadfast-webhook-token';
    if (key.includes('/couriers/pathao/'))
      headers['x-pathao-signature'] = 'e2e-pathao-webhook-secret';
    const response = await call(request, key, {
      params: sampleParams,
      data: Buffer.from(big),
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    await expectStatus(response, 413, 'payload_too_large');
  }
  await request.dispose();
});

test('catalogue answers carry an ETag and answer 304 to If-None-Match', async ({ request }) => {
  const listing = await request.get('/api/v1/product/all?page_size=1');
  const [piece] = ((await listing.json()) as { results: { id: number; slug: string }[] }).results;
  for (const [route, query, params] of [
    ['GET /api/v1/product/all', { page_size: 3 }],
    ['GET /api/v1/product/shopfilters', {}],
    ['GET /api/v1/product/count', {}],
    ['GET /api/v1/product/category', {}],
    ['GET /api/v1/product/shopcategory', {}],
    ['GET /api/v1/product/shopitems', { slug: piece!.slug }],
    ['GET /api/v1/product/shopitemsbyid/:id', {}, { id: piece!.id }],
    ['GET /api/v1/product/summaries', { ids: piece!.id }],
  ] as const) {
    const first = await call(request, route, { query, params });
    await expectStatus(first, 200);
    const etag = first.headers()['etag'];
    expect(etag, route).toBeTruthy();
    expect(first.headers()['cache-control'], route).toContain('public');
    const again = await call(request, route, {
      query,
      params,
      headers: { 'if-none-match': etag! },
    });
    await expectStatus(again, 304);
  }
  // The variants lookup is the cart's check of this moment's stock: never cached.
  const variants = await call(request, 'GET /api/v1/product/variants', {
    query: { ids: piece!.id },
  });
  await expectStatus(variants, 200);
  expect(variants.headers()['etag']).toBeUndefined();
});

test('every path answers with and without a trailing slash', async ({ request }) => {
  for (const path of ['/api/v1/product/category', '/api/v1/product/category/']) {
    await expectStatus(await request.get(path), 200);
  }
  await expectStatus(await call(request, 'GET /api/v1/xsrf'), 204);
});

// scripts/lib/serve-command.ts: an idle kept-alive connection outlives a proxy's (60 s is
// common), so the store never closes a socket a proxy or client is about to reuse.
test('keeps an idle connection open 65 s, longer than a proxy would', async ({ request }) => {
  const response = await request.get('/api/v1/product/count');
  expect(response.status()).toBe(200);
  expect(response.headers()['keep-alive']).toBe('timeout=65');
});
