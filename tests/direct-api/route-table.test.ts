import { apiRoutesOf, matchApiRoute } from '@/lib/direct-api/route-table';

// The shape of Next's app-paths manifest: page keys to compiled files.
const manifest = {
  '/api/v1/product/all/route': 'app/api/v1/product/all/route.js',
  '/api/v1/orders/[number]/route': 'app/api/v1/orders/[number]/route.js',
  '/api/v1/orders/otp/route': 'app/api/v1/orders/otp/route.js',
  '/api/v1/user/updateAddress/[id]/[addressId]/route':
    'app/api/v1/user/updateAddress/[id]/[addressId]/route.js',
  '/api/auth/[...nextauth]/route': 'app/api/auth/[...nextauth]/route.js',
  '/api/v1/files/[...path]/route': 'app/api/v1/files/[...path]/route.js',
  '/(store)/shop/page': 'app/(store)/shop/page.js',
  '/sitemap.xml/route': 'app/sitemap.xml/route.js',
};
const routes = apiRoutesOf(manifest);
const pageOf = (pathname: string) => matchApiRoute(routes, pathname)?.route.page ?? null;

describe('apiRoutesOf', () => {
  it('keeps /api/v1 route handlers with static and [name] segments only', () => {
    expect(routes.map((route) => route.page).sort()).toEqual([
      '/api/v1/orders/[number]/route',
      '/api/v1/orders/otp/route',
      '/api/v1/product/all/route',
      '/api/v1/user/updateAddress/[id]/[addressId]/route',
    ]);
  });
});

describe('matchApiRoute', () => {
  it.each([
    ['/api/v1/product/all', '/api/v1/product/all/route'],
    ['/api/v1/product/all/', '/api/v1/product/all/route'],
    ['/api/v1/orders/otp', '/api/v1/orders/otp/route'],
    ['/api/v1/orders/NJ-1', '/api/v1/orders/[number]/route'],
    ['/api/v1/user/updateAddress/7/3/', '/api/v1/user/updateAddress/[id]/[addressId]/route'],
  ])('%s is answered by %s', (pathname, page) => {
    expect(pageOf(pathname)).toBe(page);
  });

  it('prefers a static segment over a parameter, whatever the manifest order', () => {
    const reversed = apiRoutesOf(Object.fromEntries(Object.entries(manifest).reverse()));
    expect(matchApiRoute(reversed, '/api/v1/orders/otp')?.route.page).toBe(
      '/api/v1/orders/otp/route',
    );
  });

  it('gives parameters decoded, as Next does', () => {
    expect(matchApiRoute(routes, '/api/v1/orders/NJ%2D1%20x')?.params).toEqual({
      number: 'NJ-1 x',
    });
    expect(matchApiRoute(routes, '/api/v1/user/updateAddress/7/3')?.params).toEqual({
      id: '7',
      addressId: '3',
    });
  });

  it('gives null params for a parameter that is not valid %-encoding (answered 400)', () => {
    for (const pathname of ['/api/v1/orders/%E0%A4%A', '/api/v1/orders/%ZZ']) {
      expect(matchApiRoute(routes, pathname)).toMatchObject({
        route: { page: '/api/v1/orders/[number]/route' },
        params: null,
      });
    }
  });

  it.each([
    '/api/v1/product/nothing',
    '/api/v1/product/all/extra',
    '/api/v1//product/all',
    '/api/v1/product\\all',
    '/api/v1/files/a/b',
    '/api/auth/session',
    '/shop',
    '/api/v1',
  ])('leaves %s to Next', (pathname) => {
    expect(matchApiRoute(routes, pathname)).toBeNull();
  });
});
