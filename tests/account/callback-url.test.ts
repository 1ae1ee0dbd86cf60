import { loginUrlFor, safeCallbackUrl } from '@/lib/identity/account/callback-url';

describe('safeCallbackUrl', () => {
  it.each([
    ['/account/Profile', '/account/Profile'],
    ['/product/red-lehenga?size=M#photos', '/product/red-lehenga?size=M#photos'],
    ['/shop/cart', '/shop/cart'],
    ['/search/red%20dress', '/search/red%20dress'],
    // A Bangla page's path: she comes back to it in Bangla.
    ['/bn/account/Profile', '/bn/account/Profile'],
    ['/bn/product/red-lehenga?size=M', '/bn/product/red-lehenga?size=M'],
    ['/bn', '/bn'],
  ])('keeps the path %p of this site', (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    ['/a', '/b'],
    '',
    'account/Profile',
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '/authentication/login?callbackUrl=//evil.example',
    '/api/auth/signout',
    '/bn/authentication/login',
    '/bn/authentication/signup?callbackUrl=//evil.example',
    '/bn//evil.example',
  ])('gives the profile for %p', (value) => {
    expect(safeCallbackUrl(value)).toBe('/account/Profile');
  });

  it('gives the fallback it is told', () => {
    expect(safeCallbackUrl('//evil.example', '/')).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('asks to come back to the path, encoded', () => {
    expect(loginUrlFor('/account/Profile')).toBe(
      '/authentication/login?callbackUrl=%2Faccount%2FProfile',
    );
  });
});
