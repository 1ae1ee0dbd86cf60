import { adminAreas } from '@/lib/identity/staff/admin-areas';
import { adminRoutes, isAdminPath } from '@/lib/identity/staff/admin-routes';
import { staffPageAccess, verifyUrlFor } from '@/lib/identity/staff/page-permissions';

// Every staff address is built by lib/identity/staff/admin-routes.ts (docs/architecture.md,
// "Layers"); the access each asks stays in page-permissions.ts, whose keys are literal.

type Builder = (...args: never[]) => string;

/** Each builder's name, `orders.detail` for adminRoutes.orders.detail. */
type BuilderName<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Builder
    ? `${Prefix}${K}`
    : BuilderName<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** One address from every builder: a builder added without one here is a type error. */
const samples: Record<BuilderName<typeof adminRoutes>, string> = {
  dashboard: adminRoutes.dashboard(),
  'orders.list': adminRoutes.orders.list({ status: 'pending' }),
  'orders.new': adminRoutes.orders.new({ customer: '01712345678' }),
  'orders.detail': adminRoutes.orders.detail('BR-240101-0001'),
  'orders.invoice': adminRoutes.orders.invoice('BR-240101-0001'),
  'orders.label': adminRoutes.orders.label('BR-240101-0001'),
  'orders.unfinished': adminRoutes.orders.unfinished(),
  'customers.list': adminRoutes.customers.list({ q: 'Rahman', page: 2 }),
  'customers.detail': adminRoutes.customers.detail('12'),
  'customers.anyDetail': adminRoutes.customers.anyDetail(),
  'fittings.list': adminRoutes.fittings.list({ day: '2025-03-01' }),
  atelier: adminRoutes.atelier(),
  'products.list': adminRoutes.products.list(),
  'products.new': adminRoutes.products.new(),
  'products.import': adminRoutes.products.import(),
  'products.edit': adminRoutes.products.edit(7, { notice: 'created' }),
  'stock.list': adminRoutes.stock.list(),
  'stock.variant': adminRoutes.stock.variant(31, { before: 900 }),
  'categories.list': adminRoutes.categories.list({ deleted: 1, moved: 3 }),
  'categories.edit': adminRoutes.categories.edit(4),
  'occasions.list': adminRoutes.occasions.list({ deleted: 1 }),
  'occasions.edit': adminRoutes.occasions.edit(5),
  'attributes.list': adminRoutes.attributes.list(),
  'tags.list': adminRoutes.tags.list(),
  'discounts.list': adminRoutes.discounts.list(),
  'discounts.new': adminRoutes.discounts.new(),
  'discounts.edit': adminRoutes.discounts.edit(9),
  'content.home': adminRoutes.content.home(),
  'content.banner': adminRoutes.content.banner(),
  'content.pages.list': adminRoutes.content.pages.list(),
  'content.pages.new': adminRoutes.content.pages.new(),
  'content.pages.edit': adminRoutes.content.pages.edit('about-us'),
  'content.sizeGuides.list': adminRoutes.content.sizeGuides.list(),
  'content.sizeGuides.edit': adminRoutes.content.sizeGuides.edit(2),
  settings: adminRoutes.settings(),
  messages: adminRoutes.messages(),
  reviews: adminRoutes.reviews(),
  staff: adminRoutes.staff({ notice: 'removed' }),
  jobs: adminRoutes.jobs({ state: 'failed', page: 2 }),
  audit: adminRoutes.audit({ entity: 'product', page: 1 }),
  security: adminRoutes.security(),
  verify: adminRoutes.verify('/admin/orders'),
  invitation: adminRoutes.invitation('tok_en-1'),
};

/** The names of the builders adminRoutes holds, found by walking it. */
function builderNames(routes: object, prefix = ''): string[] {
  return Object.entries(routes).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'function'
      ? [`${prefix}${key}`]
      : builderNames(value as object, `${prefix}${key}.`),
  );
}

describe('adminRoutes', () => {
  it('builds the addresses the pages answer at', () => {
    expect(samples).toMatchObject({
      dashboard: '/admin',
      'orders.list': '/admin/orders?status=pending',
      'orders.new': '/admin/orders/new?customer=01712345678',
      'orders.detail': '/admin/orders/BR-240101-0001',
      'orders.invoice': '/admin/orders/BR-240101-0001/invoice',
      'customers.list': '/admin/customers?q=Rahman&page=2',
      'customers.anyDetail': '/admin/customers/[key]',
      'fittings.list': '/admin/fittings?day=2025-03-01',
      'products.edit': '/admin/products/7?notice=created',
      'stock.variant': '/admin/stock/31?before=900',
      'categories.list': '/admin/categories?deleted=1&moved=3',
      'content.pages.edit': '/admin/content/pages/about-us',
      'content.sizeGuides.edit': '/admin/content/size-guides/2',
      jobs: '/admin/jobs?state=failed&page=2',
      verify: '/admin/verify?next=%2Fadmin%2Forders',
      invitation: '/admin/invitation/tok_en-1',
    });
  });

  it('leaves out empty query values, and the ? when none is left', () => {
    expect(adminRoutes.orders.list()).toBe('/admin/orders');
    expect(adminRoutes.orders.list({ q: '', status: undefined })).toBe('/admin/orders');
    expect(adminRoutes.jobs({ state: undefined, page: undefined })).toBe('/admin/jobs');
    expect(adminRoutes.customers.list({ q: 'Nusrat Jahan', page: 1 })).toBe(
      '/admin/customers?q=Nusrat+Jahan&page=1',
    );
  });

  it('encodes a segment taken from data, so that it stays one segment', () => {
    expect(adminRoutes.orders.detail('A/B?c d')).toBe('/admin/orders/A%2FB%3Fc%20d');
    expect(adminRoutes.orders.label('1/2')).toBe('/admin/orders/1%2F2/label');
    expect(adminRoutes.products.edit('7/../staff')).toBe('/admin/products/7%2F..%2Fstaff');
    expect(adminRoutes.content.pages.edit('size guide?')).toBe(
      '/admin/content/pages/size%20guide%3F',
    );
    expect(adminRoutes.customers.detail('+880 17')).toBe('/admin/customers/%2B880%2017');
    expect(adminRoutes.invitation('a/b?c')).toBe('/admin/invitation/a%2Fb%3Fc');
    expect(adminRoutes.verify('/admin/orders?q=a b')).toBe(
      '/admin/verify?next=%2Fadmin%2Forders%3Fq%3Da%20b',
    );
  });

  it('is what verifyUrlFor builds', () => {
    expect(verifyUrlFor('/admin/stock/3')).toBe(adminRoutes.verify('/admin/stock/3'));
  });

  it('has a sample here for every builder', () => {
    expect(builderNames(adminRoutes).sort()).toEqual(Object.keys(samples).sort());
  });

  it('has no address without an access rule in page-permissions', () => {
    const unruled = Object.entries(samples).filter(([, href]) => !staffPageAccess(href));
    expect(unruled).toEqual([]);
  });

  it('gives every menu area an address the module builds', () => {
    const built = new Set(Object.values(samples).map((href) => href.split('?')[0]));
    for (const area of adminAreas) {
      expect(built).toContain(area.href);
      expect(staffPageAccess(area.href)).toBe(area.permission);
    }
  });

  it('tells the staff side from the rest of the site', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/orders/new')).toBe(true);
    expect(isAdminPath('/admin?from=menu')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/account/orders')).toBe(false);
  });
});
