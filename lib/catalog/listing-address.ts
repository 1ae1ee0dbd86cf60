/** Listings prerendered as they first open: the shop, a category, an occasion. */
const prerenderedListing = /^\/(?:shop|(?:category|occasion)\/[^/]+)$/;

/** The segment under which such a listing is narrowed, sorted or paged. */
export const filterSegment = 'filter';

/**
 * The address of the listing at `path` in the state its query `search` spells ('' or
 * '?…', as listing-url.ts spells it). A prerendered listing opens at its own path;
 * narrowed, sorted or paged, it lives at `{path}/filter/{state}`, the query as one path
 * segment (`/category/lehenga/filter/attribute=size-m,size-l&ordering=price`): a page of
 * its own, rendered once and then served from the cache like a product page, the same for
 * every shopper (docs/architecture.md, "Serving"). Not a query on the listing's own path:
 * Next's client router assumes that a path's query never changes which page serves it,
 * and a page that reads its query is rendered for every request.
 *
 * The segment is decoded once before it is read as a query (listing-state.ts), so what
 * the query encodes (`%26` in a value) is encoded once more in the segment (`%2526`);
 * slugs, numbers and commas need no encoding and read as they are.
 */
export function listingAddress(path: string, search: string): string {
  const state = search.startsWith('?') ? search.slice(1) : search;
  if (state === '' || !prerenderedListing.test(path)) return `${path}${search}`;
  return `${path}/${filterSegment}/${state.replaceAll('%', '%25')}`;
}

/**
 * Where a listing's filter form sends its fields as a query when no script runs: the
 * listing's `/filter`, which proxy.ts moves to the address of the state they spell.
 */
export function filterFormAction(path: string): string {
  return prerenderedListing.test(path) ? `${path}/${filterSegment}` : path;
}

export type ListingPathParts = {
  /** The listing's own path: `/shop`, `/category/{slug}`, `/occasion/{slug}`. */
  base: string;
  /** The path ends in `/filter`. */
  filter: boolean;
  /** The state segment after `/filter`, decoded once: the state's query. */
  state?: string;
};

/** `pathname` as a prerendered listing's address, or null if it is none. */
export function listingPathParts(pathname: string): ListingPathParts | null {
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (prerenderedListing.test(path)) return { base: path, filter: false };
  const segments = path.split('/');
  const filterAt = segments[1] === 'shop' ? 2 : 3;
  const base = segments.slice(0, filterAt).join('/');
  if (segments[filterAt] !== filterSegment || segments.length > filterAt + 2) return null;
  if (!prerenderedListing.test(base)) return null;
  const segment = segments[filterAt + 1];
  if (segment === undefined) return { base, filter: true };
  try {
    return { base, filter: true, state: decodeURIComponent(segment) };
  } catch {
    return null; // Not a path Next could decode either: proxy.ts answers 400 first.
  }
}
