import { createNonce, pageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import { config } from '@/proxy';
import { resourcePaths } from '@/lib/security/security-headers.mjs';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

const production = { development: false, chat: false, https: true };

describe('the Content-Security-Policy of pages', () => {
  it('runs only scripts that carry the nonce, and nothing inline or evaluated', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123', ...production }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows eval and the reload socket in development only', () => {
    const policy = directives(
      pageContentSecurityPolicy({ nonce: 'n', ...production, development: true, https: false }),
    );
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("opens the chat SDK's hosts only when the widget is configured", () => {
    const withChat = directives(
      pageContentSecurityPolicy({ nonce: 'n', ...production, chat: true }),
    );
    expect(withChat.get('script-src')).toContain('https://connect.facebook.net');
    expect(withChat.get('frame-src')).toContain('https://www.facebook.com');
    const without = pageContentSecurityPolicy({ nonce: 'n', ...production });
    expect(without).not.toContain('facebook');
  });

  it('makes a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('the proxy that sets it', () => {
  const matcher = new RegExp(`^${config.matcher[0]!.source}$`);

  it.each(['/', '/product/red-lehenga', '/account/Profile', '/search/x'])(
    'covers the page %s',
    (path) => expect(matcher.test(path)).toBe(true),
  );

  it.each([...resourcePaths.map((first) => `/${first}/x`), '/_next/static/chunk.js'])(
    'leaves %s to the fixed resource policy',
    (path) => expect(matcher.test(path)).toBe(false),
  );
});
