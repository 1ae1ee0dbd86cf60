import 'server-only';
import { locales, routing } from '@/i18n/routing';
import { localisedPath } from '@/lib/i18n/locale-path';
import { absoluteUrl } from './absolute-url';

/** Google reads at most 50,000 URLs from one sitemap; past that, a sitemap index lists sitemaps. */
export const sitemapLimit = 50_000;

/**
 * Every page is listed once per language, so a sitemap holds this many pages: their
 * English and Bangla addresses together stay within Google's limit.
 */
export const pagesPerSitemap = Math.floor(sitemapLimit / locales.length);

/** An hreflang alternate of a sitemap URL: `en`, `bn` or `x-default`. */
export type SitemapAlternate = { hreflang: string; href: string };

/** `lastModified` is an ISO date: these lists pass through Next's cache, which stores JSON. */
export type SitemapUrl = { url: string; lastModified?: string; alternates?: SitemapAlternate[] };

/** A page of the store by its English path, as the sitemap's readers return it. */
export type SitemapPage = { path: string; lastModified?: string };

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

/**
 * A page in every language (Google's sitemap hreflang format): one <url> per language,
 * each naming all of them and English as x-default, itself included.
 */
export function localisedUrls(siteUrl: string, { path, lastModified }: SitemapPage): SitemapUrl[] {
  const href = (locale: (typeof locales)[number]) =>
    absoluteUrl(siteUrl, localisedPath(locale, path));
  const alternates: SitemapAlternate[] = [
    ...locales.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default', href: href(routing.defaultLocale) },
  ];
  return locales.map((locale) => ({
    url: href(locale),
    ...(lastModified ? { lastModified } : {}),
    alternates,
  }));
}

/** Text and attribute values in XML: the five characters with a meaning of their own as entities. */
export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

const alternateLinks = (alternates: SitemapAlternate[] = []) =>
  alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('');

const entry = (tag: string, { url, lastModified, alternates }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(url)}</loc>${
    lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
  }${alternateLinks(alternates)}</${tag}>`;

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const xhtmlNamespace = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

export function urlsetXml(urls: SitemapUrl[]): string {
  return `${xmlHead}<urlset ${namespace} ${xhtmlNamespace}>\n${urls.map((url) => entry('url', url)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `${xmlHead}<sitemapindex ${namespace}>\n${sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('\n')}\n</sitemapindex>\n`;
}

/** An XML answer that crawlers may keep for an hour. */
export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
