/**
 * The query names a listing reads (lib/catalogue/products/listing-state.ts). Any other, such as the
 * tracking parameters that ads and social networks add to a shared link, changes nothing.
 */
const listingQueryName = /^(?:page|ordering|parentCategory|attribute|tagslug|lowrange|heighrange)$/;

/** Listings prerendered as they first open: the shop, a category, an occasion. */
const prerenderedListing = /^\/(?:shop|(?:category|occasion)\/[^/]+)$/;

/** The segment under which such a listing is narrowed, sorted or paged. */
export const filterSegment = 'filter';

/**
 * The path of a listing at `path` with the query `search` (docs/architecture.md,
 * "Caching"). A prerendered listing opens without a query at its own path, the same page
 * for everyone; narrowed, sorted or paged, it lives at `{path}/filter`, a page rendered
 * for each request. The two are distinct addresses, not a rewrite, because Next's client
 * router assumes that a path's query never changes which page serves it.
 */
export function listingPath(path: string, search: string): string {
  return search !== '' && prerenderedListing.test(path) ? `${path}/${filterSegment}` : path;
}

/** Whether `pathname` is a prerendered listing's `/filter` page, rendered per request. */
export function isFilterPage(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const base = path.slice(0, -(filterSegment.length + 1));
  return path.endsWith(`/${filterSegment}`) && prerenderedListing.test(base);
}

const readsQuery = (search: string) =>
  [...new URLSearchParams(search).keys()].some((name) => listingQueryName.test(name));

/**
 * Where an address of a prerendered listing belongs when it is in the wrong place: a
 * query that narrows it at its own path (a link from before `/filter`, or typed by hand)
 * moves to `/filter`; `/filter` with nothing to narrow moves back. Null: it is in place.
 */
export function misplacedListingTarget(pathname: string, search: string): string | null {
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (prerenderedListing.test(path)) {
    return readsQuery(search) ? `${path}/${filterSegment}${search}` : null;
  }
  if (isFilterPage(path) && !readsQuery(search)) {
    return `${path.slice(0, -(filterSegment.length + 1))}${search}`;
  }
  return null;
}
