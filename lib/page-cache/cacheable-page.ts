/**
 * Which requests the page cache may answer. Catalogue pages qualify: their HTML is the
 * same for every shopper (the header's account links and the cart badge are filled in by
 * the browser), so one render can serve everyone until it expires. So do the build's
 * scripts and styles, which Next would otherwise compress again for every request.
 */

/** Paths whose HTML depends on nothing but the URL. /shop/cart and accounts never match. */
const cataloguePath =
  /^\/(?:|shop|Store-locator|(?:occasion|category|product|pages|search)\/[^/]+)\/?$/;

/** Next's build output: content-hashed names, so a URL always means the same bytes. */
const buildAssetPath = /^\/_next\/static\/(?!.*\.\.)[\w\-.~/]+\.(?:js|css)$/;

/** Headers of Next's client-side navigation and prefetch: they ask for a payload, not HTML. */
const routerHeaders = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];

/**
 * Parameters that ads, social networks and newsletters add to a shared link. No page reads
 * them, yet each click's own id (fbclid, gclid) would make every visit from a post a new
 * address, and so a render: they are left out of the key, and out of the URL rendered.
 */
const trackingParam =
  /^(?:utm_[\w-]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|ttclid|twclid|yclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** The URL without tracking parameters; the others are kept as they were written. */
function withoutTracking(path: string, query: string): string {
  const parts = query.split('&');
  const kept = parts.filter((part) => !trackingParam.test(part.split('=', 1)[0]!));
  if (kept.length === parts.length) return `${path}?${query}`;
  const rest = kept.filter(Boolean).join('&');
  return rest ? `${path}?${rest}` : path;
}

/** Longer URLs are served, just not cached: a key must stay small. */
const maxKeyLength = 512;

export type PageRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

/** Whether a cache key names one of the build's files rather than a catalogue page. */
export const isBuildAsset = (key: string) => key.startsWith('/_next/static/');

/**
 * The cache key of a request (its path and query, without tracking parameters), or null
 * when it must be rendered. A page is rendered for its key, not for the URL asked.
 */
export function pageCacheKey(request: PageRequest): string | null {
  const { method, url } = request;
  if (method !== 'GET' || !url || url.length > maxKeyLength) return null;
  if (routerHeaders.some((name) => request.headers[name] !== undefined)) return null;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!cataloguePath.test(path) && !buildAssetPath.test(path)) return null;
  if (queryAt === -1) return url;
  const query = url.slice(queryAt + 1);
  if (new URLSearchParams(query).has('_rsc')) return null;
  return withoutTracking(path, query);
}
