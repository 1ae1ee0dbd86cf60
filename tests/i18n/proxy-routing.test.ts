import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

// proxy.ts routes every page to its language (docs/decisions.md 14): Bangla under /bn as it
// is, English rewritten to /en inside, /en/… itself redirected to the address without it.

const site = 'http://localhost:3000';
const answer = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`${site}${path}`, { headers }));
const localeOf = (response: Response) =>
  response.headers.get('x-middleware-request-x-next-intl-locale');
const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the proxy that gives each page its language', () => {
  it.each(['/bn', '/bn/shop', '/bn/product/ruby-lehenga', '/bn/pages/faq'])(
    'passes %s on as it is, in Bangla',
    async (path) => {
      const response = await answer(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(localeOf(response)).toBe('bn');
    },
  );

  it.each([
    ['/', '/en'],
    ['/shop', '/en/shop'],
    ['/product/ruby-lehenga', '/en/product/ruby-lehenga'],
    ['/search/red%20saree', '/en/search/red%20saree'],
  ])('rewrites the English %s to %s inside, the address unchanged', async (path, target) => {
    const response = await answer(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe(`${site}${target}`);
    expect(response.headers.get('location')).toBeNull();
    expect(localeOf(response)).toBe('en');
  });

  it.each([
    ['/en/shop', '/shop'],
    ['/en/product/ruby-lehenga', '/product/ruby-lehenga'],
  ])('redirects %s to the English address %s', async (path, target) => {
    const response = await answer(path);
    expect([307, 308]).toContain(response.status);
    expect(response.headers.get('location')).toBe(`${site}${target}`);
  });

  it.each(['/api/v1/product/all', '/sitemap.xml', '/media/products/a.webp'])(
    'gives %s, which is not a page, no language',
    async (path) => {
      const response = await answer(path);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(localeOf(response)).toBeNull();
    },
  );
});

describe('addresses that differ from a page only in case', () => {
  it.each([
    ['/store-locator', '/Store-locator'],
    ['/STORE-LOCATOR/', '/Store-locator'],
    ['/bn/store-locator?from=footer', '/bn/Store-locator?from=footer'],
    ['/account/profile', '/account/Profile'],
  ])('sends %s on to %s', async (path, target) => {
    const response = await answer(path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${site}${target}`);
  });

  it.each(['/Store-locator', '/bn/Store-locator', '/account/Profile', '/shop'])(
    'leaves %s, spelled as the page is, where it is',
    async (path) => {
      const response = await answer(path);
      expect(response.headers.get('location')).toBeNull();
    },
  );
});

describe('the remembered language', () => {
  it('sends a shopper who chose Bangla from the bare home page to /bn, kept by no cache', async () => {
    const response = await answer('/', { cookie: 'NEXT_LOCALE=bn' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${site}/bn`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves the English home to everyone else, varying by the cookie', async () => {
    for (const cookie of [undefined, 'NEXT_LOCALE=en', 'NEXT_LOCALE=fr']) {
      const response = await answer('/', cookie ? { cookie } : {});
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toBe(`${site}/en`);
      expect(response.headers.get('vary')).toContain('Cookie');
    }
  });

  it('decides no other page by the cookie', async () => {
    const response = await answer('/shop', { cookie: 'NEXT_LOCALE=bn' });
    expect(response.headers.get('location')).toBeNull();
    expect(localeOf(response)).toBe('en');
  });
});

describe('Bangla pages keep the rules of their English twins', () => {
  it.each([
    '/bn/account/Profile',
    '/bn/authentication/login',
    '/bn/checkout',
    '/bn/shop/cart',
    '/bn/wishlist',
    '/bn/track-order',
    '/bn/fitting',
  ])('gives the personal page %s a nonce of its own, and Next the same one', async (path) => {
    const response = await answer(path);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(nonceIn((await answer(path)).headers.get('content-security-policy'))).not.toBe(
      nonceIn(policy),
    );
    expect(localeOf(response)).toBe('bn');
  });

  it.each(['/bn', '/bn/shop', '/bn/product/ruby-lehenga'])(
    'gives the public page %s the policy without a nonce',
    async (path) =>
      expect((await answer(path)).headers.get('content-security-policy')).not.toContain("'nonce-"),
  );

  it('sends a visitor without a session from /bn/admin to sign in', async () => {
    const response = await answer('/bn/admin/orders?status=pending');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/authentication/login');
    expect(location.searchParams.get('callbackUrl')).toBe('/admin/orders?status=pending');
  });

  // With a session it reaches the admin layout, which answers the not-found page: the staff
  // side is English only (docs/decisions.md 14).
  it('keeps /bn/admin with a session out of every cache and index', async () => {
    const response = await answer('/bn/admin', { cookie: 'authjs.session-token=x' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('moves /bn/shop?page=2 to its Bangla filter page', async () => {
    const response = await answer('/bn/shop?page=2');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${site}/bn/shop/filter?page=2`);
  });

  it('keeps Bangla search results and filter pages out of shared caches', async () => {
    for (const path of ['/bn/search/%E0%A6%B2', '/bn/category/lehenga/filter?page=2']) {
      const response = await answer(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
  });
});
