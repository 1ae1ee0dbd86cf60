import type { Metadata } from 'next';
import { store } from '@/lib/config';
import { locales, type Locale } from '@/i18n/routing';
import { localisedPath, splitLocale } from '@/lib/i18n/locale-path';

type OpenGraph = NonNullable<Metadata['openGraph']>;

/** Open Graph names languages as language_TERRITORY. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/**
 * The page's address in `locale`, whether it was given as the English path or as the page's
 * own (`/shop` and `/bn/shop` are both `/bn/shop` on a Bangla page); absolute URLs alike.
 */
function urlIn(locale: Locale, url: OpenGraph['url']): OpenGraph['url'] {
  if (typeof url !== 'string') return url;
  if (url.startsWith('/')) return localisedPath(locale, splitLocale(url).path);
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  parsed.pathname = localisedPath(locale, splitLocale(parsed.pathname).path);
  return parsed.toString();
}

/**
 * Next replaces a parent's openGraph instead of merging it, so every page starts from
 * these shared fields: the store, the page's language and the other one as its alternate,
 * and the page's URL in its language.
 */
export function openGraph(fields: OpenGraph, locale: Locale): OpenGraph {
  return {
    siteName: store.name,
    type: 'website',
    ...fields,
    ...(fields.url === undefined ? {} : { url: urlIn(locale, fields.url) }),
    locale: openGraphLocale[locale],
    alternateLocale: locales.filter((each) => each !== locale).map((each) => openGraphLocale[each]),
  };
}
