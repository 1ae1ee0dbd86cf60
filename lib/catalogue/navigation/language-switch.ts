import { locales, routing, type Locale } from '@/i18n/routing';
import { localisedPath } from '@/lib/i18n/locale-path';

/** The language the switcher offers: the one the page is not in. */
export function otherLocale(locale: Locale): Locale {
  return locales.find((each) => each !== locale) ?? routing.defaultLocale;
}

/**
 * The same page in `target`: `pathname` is the page's address without its language
 * (usePathname of i18n/navigation), `search` its query string, kept as it is. English has
 * no prefix: the link goes straight to the page, not through the /en redirect.
 */
export function switchHref(target: Locale, pathname: string, search = ''): string {
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${localisedPath(target, pathname || '/')}${query}`;
}

const cookie = typeof routing.localeCookie === 'object' ? routing.localeCookie : undefined;

/**
 * The cookie that remembers the shopper's choice: the proxy sends the bare home page to
 * her language with it (proxy.ts). Set on the click, before the page changes.
 */
export function localeCookie(target: Locale): string {
  const name = cookie?.name ?? 'NEXT_LOCALE';
  const maxAge = cookie?.maxAge ?? 60 * 60 * 24 * 365;
  return `${name}=${target}; path=/; max-age=${maxAge}; samesite=lax`;
}
