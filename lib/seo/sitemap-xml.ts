/** Google reads at most 50,000 URLs from one sitemap; past that, a sitemap index lists sitemaps. */
export const sitemapLimit = 50_000;

/** `lastModified` is an ISO date: these lists pass through Next's cache, which stores JSON. */
export type SitemapUrl = { url: string; lastModified?: string };

/** How many sitemaps `total` URLs need (always at least one). */
export function sitemapCount(total: number, limit = sitemapLimit): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * Which URLs sitemap `index` holds, when the `fixedCount` listing and information pages
 * come first and the products follow: a slice of the fixed pages and a range of products.
 */
export function sitemapSlice(index: number, fixedCount: number, limit = sitemapLimit) {
  const start = index * limit;
  const end = start + limit;
  const fixed = { start: Math.min(start, fixedCount), end: Math.min(end, fixedCount) };
  const offset = Math.max(0, start - fixedCount);
  return { fixed, products: { offset, limit: end - fixedCount - offset } };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

const entry = (tag: string, { url, lastModified }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(url)}</loc>${
    lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
  }</${tag}>`;

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlsetXml(urls: SitemapUrl[]): string {
  return `${xmlHead}<urlset ${namespace}>\n${urls.map((url) => entry('url', url)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `${xmlHead}<sitemapindex ${namespace}>\n${sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('\n')}\n</sitemapindex>\n`;
}
