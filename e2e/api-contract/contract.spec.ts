import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { newShopper } from '../account/support/shopper';

// The /api/v1 contract (docs/api-reference.md) against the production build's standalone server:
// every route answers its documented statuses, and what the contract calls a 4xx is never a
// 5xx. Errors thrown inside a 'use cache' reader used to arrive as digest-only 500s in
// production only, so this runs against the build, not Jest. Its own shopper; nothing that
// other projects read is changed.

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

async function expectError(response: APIResponse, status: number, code?: string) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  if (code) expect(((await response.json()) as ErrorBody).error.code).toBe(code);
}

const ok = async (response: APIResponse, status = 200) =>
  expect(response.status(), `${response.url()}: ${(await response.text()).slice(0, 300)}`).toBe(
    status,
  );

/** A cookie-less caller, as an app is: no XSRF check applies. */
async function app(request: APIRequestContext) {
  return request;
}

test.describe.configure({ mode: 'parallel' });

test.describe('the catalogue', () => {
  test('says what the browser measures with: 200 and null on a store without partner ids, kept like the catalogue', async ({
    request,
  }) => {
    const answer = await request.get('/api/v1/measurement');
    await ok(answer);
    expect(await answer.json()).toBeNull();
    expect(answer.headers()['cache-control']).toContain('public');
  });

  test('answers listings, facets, counts and categories with 200', async ({ request }) => {
    const all = await request.get('/api/v1/product/all?page_size=2');
    await ok(all);
    const page = (await all.json()) as { count: number; results: { id: number; slug: string }[] };
    expect(page.results).toHaveLength(2);
    expect(all.headers()['etag']).toBeTruthy();
    const again = await request.get('/api/v1/product/all?page_size=2', {
      headers: { 'if-none-match': all.headers()['etag']! },
    });
    expect(again.status()).toBe(304);
    await ok(await request.get('/api/v1/product/all?locale=bn&ordering=price'));
    await ok(await request.get('/api/v1/product/shopfilters'));
    await ok(await request.get('/api/v1/product/count'));
    await ok(await request.get('/api/v1/product/category/'));
    const tree = await request.get('/api/v1/product/shopcategory/');
    await ok(tree);
    const [root] = (await tree.json()) as { slug: string }[];
    await ok(await request.get(`/api/v1/product/shopcategory/?slug=${root!.slug}`));
    const [first] = page.results;
    await ok(await request.get(`/api/v1/product/shopitems/?slug=${first!.slug}`));
    await ok(await request.get(`/api/v1/product/shopitemsbyid/${first!.id}`));
    // The detail names a piece in Bangla as the listing does.
    const listed = await request.get('/api/v1/product/all?page_size=1&locale=bn');
    const [piece] = ((await listed.json()) as { results: { id: number; name: string }[] }).results;
    expect(piece!.name).toMatch(/[\u0980-\u09ff]/);
    const detail = await request.get(`/api/v1/product/shopitemsbyid/${piece!.id}?locale=bn`);
    await ok(detail);
    expect(((await detail.json()) as { name: string }).name).toBe(piece!.name);
    await ok(await request.get(`/api/v1/product/shopitems/?slug=${first!.slug}&locale=bn`));
    await ok(await request.get(`/api/v1/product/summaries?ids=${first!.id}`));
  });

  // Each of these was a 500 on a production build: thrown inside a cached reader.
  for (const [path, status, code] of [
    ['/api/v1/product/shopitemsbyid/999999', 404, 'product_not_found'],
    ['/api/v1/product/shopitems/?slug=no-such-piece', 404, 'product_not_found'],
    ['/api/v1/product/all?parentCategory=no-such-category', 404, 'category_not_found'],
    ['/api/v1/product/shopfilters?parentCategory=no-such-category', 404, 'category_not_found'],
    ['/api/v1/product/shopcategory/?slug=no-such-category', 404, 'category_not_found'],
    ['/api/v1/product/count?occasion=no-such-occasion', 404, 'category_not_found'],
    ['/api/v1/product/count?category=no-such-category', 404, 'category_not_found'],
    ['/api/v1/product/all?page=9999', 404, 'page_not_found'],
    ['/api/v1/product/all?is_active=false', 403, 'forbidden'],
    ['/api/v1/product/shopfilters?is_active=false', 403, 'forbidden'],
    ['/api/v1/product/all?attribute=no-such-value', 400, 'validation_failed'],
    ['/api/v1/product/all?page_size=1000', 400, 'validation_failed'],
    ['/api/v1/product/all?page=0', 400, 'validation_failed'],
    ['/api/v1/product/all?lowrange=9000&heighrange=10', 400, 'validation_failed'],
    ['/api/v1/product/all?locale=fr', 400, 'validation_failed'],
    ['/api/v1/product/shopitems/', 400, 'validation_failed'],
    ['/api/v1/product/shopitemsbyid/1?locale=fr', 400, 'validation_failed'],
    ['/api/v1/product/summaries', 400, 'validation_failed'],
    ['/api/v1/product/variants?ids=a', 400, 'validation_failed'],
  ] as const) {
    test(`GET ${path} answers ${status} ${code}`, async ({ request }) => {
      await expectError(await request.get(path), status, code);
      // Asked again, the answer comes from the cache: still the same status.
      await expectError(await request.get(path), status, code);
    });
  }

  test('page 1 of an empty result is a 200 with count 0', async ({ request }) => {
    const response = await request.get('/api/v1/product/all?keyward=zzzzqqqqxxxx');
    await ok(response);
    expect(((await response.json()) as { count: number }).count).toBe(0);
  });
});

test.describe('the general rules', () => {
  test('XSRF, body limits and methods', async ({ request, playwright, baseURL }) => {
    const xsrf = await request.get('/api/v1/xsrf');
    await ok(xsrf, 204);
    // The request now carries cookies: a change without the token is refused.
    await expectError(
      await request.post('/api/v1/user/login', { data: { email: 'a@b.c', password: 'x' } }),
      403,
      'csrf_failed',
    );
    const big = 'x'.repeat(130 * 1024);
    // An app's request, without the cookies that would ask for a token first.
    const cookieless = await playwright.request.newContext({ baseURL });
    await expectError(
      await cookieless.fetch('/api/v1/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({ email: big, password: big }),
        failOnStatusCode: false,
      }),
      413,
      'payload_too_large',
    );
    await cookieless.dispose();
    const put = await request.put('/api/v1/product/all');
    expect(put.status()).toBe(405);
  });

  test('calls that need a user answer 401 without one, staff calls too', async ({
    playwright,
    baseURL,
  }) => {
    const request = await app(await playwright.request.newContext({ baseURL }));
    for (const [method, path] of [
      ['GET', '/api/v1/cart'],
      ['GET', '/api/v1/orders'],
      ['GET', '/api/v1/user/me/1'],
      ['GET', '/api/v1/user/measurements'],
      ['GET', '/api/v1/product/getWishlistProduct/1'],
      ['GET', '/api/v1/admin/products/1/photos'],
      ['GET', '/api/v1/admin/products/export'],
    ] as const) {
      await expectError(await request.fetch(path, { method }), 401, 'unauthenticated');
    }
    await expectError(await request.get('/api/v1/orders/NO-SUCH-ORDER'), 404);
    await expectError(await request.get('/api/v1/fittings/slots?date=yesterday'), 400);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await ok(await request.get(`/api/v1/fittings/slots?date=${tomorrow}`));
    await expectError(
      await request.post('/api/v1/fittings/cancel', { data: { token: 'x'.repeat(43) } }),
      404,
    );
    await request.dispose();
  });
});

test.describe('accounts', () => {
  test('sign-up, sign-in, own data, others refused, wrong passwords throttled', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const shopper = newShopper();
    const signup = await request.post('/api/v1/user/signup', {
      data: { ...shopper, confirmPassword: shopper.password },
    });
    await ok(signup, 201);
    await expectError(
      await request.post('/api/v1/user/signup', {
        data: { ...shopper, confirmPassword: shopper.password },
      }),
      409,
      'email_taken',
    );
    await expectError(
      await request.post('/api/v1/user/signup', { data: { name: 'x' } }),
      400,
      'validation_failed',
    );
    const login = await request.post('/api/v1/user/login', {
      data: { email: shopper.email, password: shopper.password },
    });
    await ok(login);
    const { user, token } = (await login.json()) as { user: { id: number }; token: string };
    const bearer = { authorization: `Bearer ${token}` };
    await ok(await request.get(`/api/v1/user/me/${user.id}`, { headers: bearer }));
    await ok(await request.get('/api/v1/cart', { headers: bearer }));
    await ok(await request.get('/api/v1/orders', { headers: bearer }));
    await expectError(
      await request.get(`/api/v1/user/me/${user.id + 100000}`, { headers: bearer }),
      403,
      'not_allowed',
    );
    await expectError(
      await request.get('/api/v1/admin/products/1/photos', { headers: bearer }),
      403,
      'not_allowed',
    );
    await expectError(
      await request.get(`/api/v1/user/me/${user.id}/999999`, { headers: bearer }),
      404,
    );
    // The sixth wrong password within a minute is refused (per account).
    const wrong = () =>
      request.post('/api/v1/user/login', { data: { email: shopper.email, password: 'Wrong1234' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectError(await wrong(), 401, 'invalid_credentials');
    }
    const throttled = await wrong();
    await expectError(throttled, 429, 'throttled');
    expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
    await request.dispose();
  });
});

test.describe('server references are not a way in', () => {
  for (const target of ['/', '/shop', '/sitemap.xml', '/api/v1/product/all']) {
    test(`a Next-Action POST to ${target} is refused, and nothing is cached from it`, async ({
      request,
    }) => {
      const response = await request.post(target, {
        headers: { 'next-action': '7f'.padEnd(42, '0'), 'content-type': 'text/plain' },
        data: '[{"is_active":"false","page":1,"page_size":1000000}]',
        maxRedirects: 0,
      });
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-store');
      const sitemap = await request.get('/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toContain('xml');
      expect(await sitemap.text()).toContain('<urlset');
    });
  }
});
