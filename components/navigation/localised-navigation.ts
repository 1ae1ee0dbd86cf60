'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from '#intl';
import { useMemo } from 'react';
import { type Locale } from '@/i18n/routing';
import { localisedPath, splitLocale } from '@/lib/i18n/locale-path';

type NavigateOptions = { scroll?: boolean; locale?: Locale };

/**
 * Next's router, taking a page's address without its language: it goes to that page in
 * the shopper's language, or in `locale` when given. For the same reason as LocalisedLink.
 */
export function useLocalisedRouter() {
  const router = useRouter();
  const pageLocale = useLocale();
  return useMemo(() => {
    const target = (path: string, locale: Locale = pageLocale) => localisedPath(locale, path);
    return {
      push: (path: string, { locale, ...options }: NavigateOptions = {}) =>
        router.push(target(path, locale), options),
      replace: (path: string, { locale, ...options }: NavigateOptions = {}) =>
        router.replace(target(path, locale), options),
      refresh: () => router.refresh(),
    };
  }, [router, pageLocale]);
}

/** The page's address without its language: `/bn/account/orders` is `/account/orders`. */
export function usePagePath(): string {
  return splitLocale(usePathname() ?? '/').path;
}
