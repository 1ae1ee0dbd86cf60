/** A query's values; an undefined or empty one is left out of the address. */
export type AdminQuery = Record<string, string | number | undefined>;

/** `path` with the filled values of `query` (none: the bare path, with no `?`). */
function withQuery(path: string, query: AdminQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A path segment taken from data (an id, a slug, an order number, a token). */
const part = (value: string | number) => encodeURIComponent(String(value));

const orderPath = (number: string) => `/admin/orders/${part(number)}`;

/**
 * Every address of the staff side (without a language), built here alone: renaming a page
 * is one edit, and a mistyped page is a type error rather than a 404 (docs/architecture.md,
 * "Layers"). Each address is also a page of lib/identity/staff/page-permissions.ts, which
 * says who may open it.
 */
export const adminRoutes = {
  dashboard: (query?: AdminQuery) => withQuery('/admin', query),
  orders: {
    list: (query?: AdminQuery) => withQuery('/admin/orders', query),
    new: (query?: { customer?: string }) => withQuery('/admin/orders/new', query),
    detail: orderPath,
    /** Checkouts left without an order, for a call (lib/ordering/unfinished). */
    unfinished: () => '/admin/orders/unfinished',
    invoice: (number: string) => `${orderPath(number)}/invoice`,
    label: (number: string) => `${orderPath(number)}/label`,
  },
  customers: {
    list: (query?: { q?: string; page?: number }) => withQuery('/admin/customers', query),
    detail: (segment: string) => `/admin/customers/${part(segment)}`,
    /** Every customer's page at once, for revalidatePath with the 'page' type. */
    anyDetail: () => '/admin/customers/[key]',
  },
  /** Made-to-measure pieces in the making, least slack first (lib/ordering/atelier). */
  atelier: () => '/admin/atelier',
  fittings: {
    list: (query?: { view?: 'upcoming' | 'day'; day?: string }) =>
      withQuery('/admin/fittings', query),
  },
  products: {
    list: (query?: AdminQuery) => withQuery('/admin/products', query),
    new: () => '/admin/products/new',
    import: () => '/admin/products/import',
    edit: (id: string | number, query?: { notice?: 'created' }) =>
      withQuery(`/admin/products/${part(id)}`, query),
  },
  stock: {
    list: (query?: { q?: string; page?: number }) => withQuery('/admin/stock', query),
    variant: (variantId: string | number, query?: { before?: number }) =>
      withQuery(`/admin/stock/${part(variantId)}`, query),
  },
  categories: {
    list: (query?: { deleted?: 1; moved?: number }) => withQuery('/admin/categories', query),
    edit: (id: string | number) => `/admin/categories/${part(id)}`,
  },
  occasions: {
    list: (query?: { deleted?: 1 }) => withQuery('/admin/occasions', query),
    edit: (id: string | number) => `/admin/occasions/${part(id)}`,
  },
  attributes: { list: () => '/admin/attributes' },
  tags: { list: () => '/admin/tags' },
  discounts: {
    list: () => '/admin/discounts',
    new: () => '/admin/discounts/new',
    edit: (id: string | number, query?: { notice?: 'created' }) =>
      withQuery(`/admin/discounts/${part(id)}`, query),
  },
  content: {
    home: () => '/admin/content',
    banner: () => '/admin/content/banner',
    pages: {
      list: () => '/admin/content/pages',
      new: () => '/admin/content/pages/new',
      edit: (slug: string) => `/admin/content/pages/${part(slug)}`,
    },
    sizeGuides: {
      list: () => '/admin/content/size-guides',
      edit: (categoryId: string | number) => `/admin/content/size-guides/${part(categoryId)}`,
    },
  },
  settings: () => '/admin/settings',
  messages: () => '/admin/messages',
  reviews: (query?: { status?: string; rating?: number; photos?: '1' }) =>
    withQuery('/admin/reviews', query),
  staff: (query?: { notice?: 'removed' }) => withQuery('/admin/staff', query),
  jobs: (query?: { state?: string; page?: number; notice?: string }) =>
    withQuery('/admin/jobs', query),
  audit: (query?: AdminQuery) => withQuery('/admin/audit', query),
  security: () => '/admin/security',
  /**
   * The second step, coming back to `next` after. Encoded as loginUrlFor encodes its
   * callbackUrl (encodeURIComponent, not a form's `+` for a space), so both read alike.
   */
  verify: (next: string) => `/admin/verify?next=${encodeURIComponent(next)}`,
  invitation: (token: string) => `/admin/invitation/${part(token)}`,
} as const;

/** Whether `path` (without its language, a query allowed) is an address of the staff side. */
export function isAdminPath(path: string): boolean {
  const home = adminRoutes.dashboard();
  return path === home || path.startsWith(`${home}/`) || path.startsWith(`${home}?`);
}
