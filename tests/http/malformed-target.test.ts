import { isMalformedTarget } from '@/lib/http/malformed-target';

describe('isMalformedTarget', () => {
  it.each([
    '/',
    '/product/blush-pink-lehenga',
    '/search/%E0%A6%B2%E0%A7%87',
    '/search/50%25%20off',
    '/shop?keyward=%ZZ', // the query is the handler's to judge
    '/shop#%ZZ',
    'http://localhost:3000/shop',
  ])('routes %s', (target) => {
    expect(isMalformedTarget(target)).toBe(false);
  });

  it.each(['*', '', 'shop', '/product/%ZZ', '/category/%E0%A4', '/%', '/api/auth/%C0%80'])(
    'refuses %s',
    (target) => {
      expect(isMalformedTarget(target)).toBe(true);
    },
  );
});
