import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { localisedPath } from '@/lib/i18n/locale-path';
import { siteLink } from '@/lib/content';

/** Personal pages, kept out of crawls in every language (the API has none). */
const personalPages = ['/shop/cart', '/account/'];

// Prerendered: the build is made again whenever SITE_URL changes (scripts/lib/build-stamp.ts).
export default function robots(): MetadataRoute.Robots {
  const disallow = [
    '/api/',
    ...locales.flatMap((locale) => personalPages.map((path) => localisedPath(locale, path))),
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: siteLink('/sitemap.xml'),
  };
}
