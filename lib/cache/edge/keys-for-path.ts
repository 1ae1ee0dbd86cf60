import { splitLocale } from '@/lib/i18n/locale-path';
import { isPersonalPath } from '@/lib/security/personal-paths';
import { edgeKeys } from './edge-keys';

/**
 * The catalogue API's answers that a shared cache may keep: those whose contract.ts says
 * `cache: 'catalogue'` (tests/cache/edge-keys-for-path.test.ts compares the two).
 */
export const cachedCatalogueAnswers: ReadonlySet<string> = new Set([
  'all',
  'category',
  'count',
  'shopcategory',
  'shopfilters',
  'shopitems',
  'shopitemsbyid',
  'summaries',
]);

/**
 * The product feeds: which products exist (the sitemap's key) and each one's price and
 * stock, which every product write expires with `listing:all`.
 */
const productFeeds: ReadonlySet<string> = new Set(['google.xml', 'meta.csv']);

/** Addresses no edge keeps: the rest of the API, photos and fonts (kept by their own URL), tools. */
const uncached = new Set(['api', 'media', 'images', 'fonts', 'dev', '_next']);

/** A listing narrowed by its query, and search results: rendered per request, `private`. */
const isPerRequest = (segments: string[]) =>
  segments[0] === 'search' ||
  (segments[0] === 'shop' && segments[1] === 'filter') ||
  ((segments[0] === 'category' || segments[0] === 'occasion') && segments[2] === 'filter');

/** What a slug of ours is made of (the editors' schemas allow less). */
const slugLike = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The key `make` names for a slug taken from the address, if it can be a slug at all. */
const keyOf = (make: (slug: string) => string, slug: string | undefined) =>
  slug !== undefined && slugLike.test(slug) ? [make(slug)] : [];

/**
 * The edge keys of the answer at `pathname` (docs/architecture.md, "Caching"), with or
 * without its language prefix and trailing slash: none for what no shared cache may keep
 * (personal pages, the staff side, the API but the catalogue's cached answers, pages
 * rendered per request), else `site` and the keys of what the answer shows.
 */
export function edgeKeysForPath(pathname: string): string[] {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const { path } = splitLocale(bare);
  if (isPersonalPath(path)) return [];
  const segments = path.split('/').filter(Boolean);
  const [first, second, third] = segments;
  if (first === 'api') {
    const cached =
      second === 'v1' && third === 'product' && cachedCatalogueAnswers.has(segments[3]!);
    return cached ? [edgeKeys.site, edgeKeys.allListings] : [];
  }
  if ((first !== undefined && uncached.has(first)) || isPerRequest(segments)) return [];
  const one = segments.length === 2;
  const keys: string[] = [edgeKeys.site];
  if (first === undefined) keys.push(edgeKeys.allListings, edgeKeys.banner);
  else if (first === 'shop' && segments.length === 1) keys.push(edgeKeys.allListings);
  else if (first === 'product' && one) keys.push(...keyOf(edgeKeys.product, second));
  else if (first === 'og' && second === 'product' && segments.length === 3)
    keys.push(...keyOf(edgeKeys.product, third));
  else if (first === 'category' && one) keys.push(...keyOf(edgeKeys.categoryListing, second));
  else if (first === 'occasion' && one) keys.push(...keyOf(edgeKeys.occasionListing, second));
  else if (first === 'pages' && one) keys.push(...keyOf(edgeKeys.page, second));
  else if (path === '/sitemap.xml' || (first === 'sitemap' && one && /^\d+\.xml$/.test(second!)))
    keys.push(edgeKeys.sitemap);
  else if (first === 'feeds' && one && productFeeds.has(second!))
    keys.push(edgeKeys.sitemap, edgeKeys.allListings);
  return keys;
}
