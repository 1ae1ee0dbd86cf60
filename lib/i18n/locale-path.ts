import { routing, type Locale } from '@/i18n/routing';

/**
 * Addresses that are not pages, and so have no language: the API, photos and files, the
 * sitemap, the product feeds and robots, the development outbox, Next's own files.
 */
const unlocalisedPath =
  /^\/(?:api|media|images|fonts|og|dev|_next|sitemap|feeds|robots\.txt|icon\.svg|favicon\.ico)(?:[/.]|$)/;

export function isLocalisedPath(pathname: string): boolean {
  return !unlocalisedPath.test(pathname);
}

/** The language an address names, and the address without it (`/bn/shop` → bn, `/shop`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`))
      return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: routing.defaultLocale, path: pathname };
}

/** `path` in `locale`: English at the address itself, Bangla under /bn. */
export function localisedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
