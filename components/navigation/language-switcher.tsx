'use client';

import { useLocale, useTranslations } from '#intl';
import { useSyncExternalStore } from 'react';
import { usePagePath } from '@/components/navigation/localised-navigation';
import { SoftLink } from '@/components/navigation/soft-link';
import { localeCookie, otherLocale, switchHref } from '@/lib/catalogue/client';

type LanguageSwitcherProps = { className?: string; onNavigate?: () => void };

// The query string is read from the address in the browser, not by useSearchParams, which
// would make every prerendered page wait for its request.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserSearch = () => window.location.search;
const noSearch = () => '';

/**
 * বাংলা on English pages in the store's Latin faces and the phone's own Bengali one: the
 * self-hosted Bengali file is for Bangla pages, and five letters of a link must not make
 * every English page download it (app/globals.css).
 */
const withoutWebBengali = { fontFamily: 'var(--font-store), sans-serif' };

/**
 * The same page in the other language, named in that language (বাংলা on English pages,
 * English on Bangla ones). The click remembers the choice in the cookie the proxy reads at
 * the bare home page. Not next-intl's Link with `locale`, which would write the English
 * address with an /en prefix that the proxy only redirects away.
 */
export function LanguageSwitcher({ className, onNavigate }: LanguageSwitcherProps) {
  const locale = useLocale();
  const t = useTranslations('common.language');
  const pathname = usePagePath();
  const search = useSyncExternalStore(subscribe, browserSearch, noSearch);
  const target = otherLocale(locale);
  return (
    <SoftLink
      href={switchHref(target, pathname, search)}
      hrefLang={target}
      lang={target}
      prefetch={false}
      data-testid="language-switcher"
      onClick={() => {
        document.cookie = localeCookie(target);
        onNavigate?.();
      }}
      className={className}
      style={target === 'bn' ? withoutWebBengali : undefined}
    >
      {t('switchTo')}
    </SoftLink>
  );
}
