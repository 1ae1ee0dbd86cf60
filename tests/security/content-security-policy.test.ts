import { createNonce, pageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { resourcePaths } from '@/lib/security/security-headers.mjs';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

const production = { development: false, https: true };

describe('the Content-Security-Policy of pages', () => {
  it('runs only scripts that carry the nonce, and nothing inline or evaluated', async () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123', ...production }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows eval and the reload socket in development only', async () => {
    const policy = directives(
      pageContentSecurityPolicy({ nonce: 'n', ...production, development: true, https: false }),
    );
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it.each([{ nonce: 'n' }, {}])(
    'allows no third-party host, such as a chat script (%o)',
    async (nonce) => {
      const text = pageContentSecurityPolicy({ ...nonce, ...production });
      const policy = directives(text);
      for (const kind of ['script-src', 'connect-src', 'img-src', 'default-src'])
        expect(policy.get(kind)!.filter((source) => /^https?:|\*/.test(source))).toEqual([]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      expect(text).not.toContain('facebook');
    },
  );

  it('makes a fresh, unguessable nonce each time', async () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('the proxy that sets it', () => {
  const matcher = new RegExp(`^${config.matcher[0]!}$`);
  const answer = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
  const policyOf = async (path: string) =>
    (await answer(path)).headers.get('content-security-policy');

  it.each(['/', '/product/red-lehenga', '/account/Profile', '/search/x', '/api/v1/x'])(
    'runs for %s',
    (path) => expect(matcher.test(path)).toBe(true),
  );

  it('leaves Next’s own build files alone', async () => {
    expect(matcher.test('/_next/static/chunk.js')).toBe(false);
  });

  it.each(['/', '/product/red-lehenga', '/pages/faq', '/Store-locator', '/shop'])(
    'gives the public page %s the policy without a nonce',
    async (path) => {
      const policy = (await policyOf(path))!;
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      expect(policy).not.toContain("'nonce-");
    },
  );

  it.each(['/account/Profile', '/authentication/login', '/checkout', '/shop/cart', '/wishlist'])(
    'gives the personal page %s a nonce of its own, and Next the same one',
    async (path) => {
      const response = await answer(path);
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(await policyOf(path)).not.toBe(policy);
    },
  );

  it('drops a policy the client sent for a public page', async () => {
    const response = await answer('/product/red-lehenga', {
      'content-security-policy': "script-src 'nonce-planted'",
    });
    expect(response.headers.get('x-middleware-override-headers') ?? '').not.toContain(
      'content-security-policy',
    );
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
  });

  it.each(resourcePaths.map((first) => `/${first}/x`))(
    'leaves %s to the fixed resource policy',
    async (path) => expect(await policyOf(path)).toBeNull(),
  );

  it.each(['/product/%ZZ', '/api/v1/orders/%ZZ'])(
    'answers the malformed %s with 400',
    async (path) => {
      expect((await answer(path)).status).toBe(400);
    },
  );
});

describe('the proxy that places a listing', () => {
  const answer = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

  it('moves a narrowed listing from its prerendered page to its filter page', async () => {
    const response = await answer('/category/lehenga?ordering=price&page=2');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/category/lehenga/filter?ordering=price&page=2',
    );
  });

  it('keeps a filter page, rendered per request, out of shared caches', async () => {
    const response = await answer('/occasion/bridal/filter?page=2');
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it.each(['/category/lehenga', '/shop?utm_source=facebook&fbclid=IwAR0'])(
    'leaves %s to the prerendered page and its own cache headers',
    async (path) => {
      const response = await answer(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('cache-control')).toBeNull();
    },
  );
});
