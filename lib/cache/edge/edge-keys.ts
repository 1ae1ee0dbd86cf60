/**
 * The keys a CDN or Varnish in front of the store files each answer under, so that a write
 * can drop exactly the answers it changed (docs/architecture.md, "Caching"). Unlike the
 * cache tags of lib/cache-tags.ts, which name products by id, they are read from the
 * address alone (the proxy knows no ids) and are the same in both languages. Client-safe:
 * proxy.ts sends them.
 */
export const edgeKeys = {
  /** Every cacheable answer: each page shows the menus and the footer. */
  site: 'site',
  /** One product's page (and its link preview), by its slug. */
  product: (slug: string) => `product:${slug}`,
  categoryListing: (slug: string) => `listing:category:${slug}`,
  occasionListing: (slug: string) => `listing:occasion:${slug}`,
  /** The shop, the home page's rows and the catalogue API's lists. */
  allListings: 'listing:all',
  banner: 'banner',
  page: (slug: string) => `page:${slug}`,
  sitemap: 'sitemap',
} as const;

/** A key every edge accepts: visible ASCII, without the space and comma that separate keys. */
export const edgeKeyPattern = /^[!-+\--~]{1,200}$/;

/**
 * The keys in the three headers the edges read: Varnish's xkey and Fastly's Surrogate-Key
 * take them separated by spaces, Cloudflare's Cache-Tag by commas.
 */
export function edgeKeyHeaders(keys: readonly string[]): [string, string][] {
  return [
    ['xkey', keys.join(' ')],
    ['Surrogate-Key', keys.join(' ')],
    ['Cache-Tag', keys.join(',')],
  ];
}
