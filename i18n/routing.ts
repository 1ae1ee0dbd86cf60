import { defineRouting } from 'next-intl/routing';

/**
 * The store's two languages (docs/decisions.md 14). English keeps the addresses it always
 * had; Bangla lives under /bn. The address alone names the language, so a public page is
 * the same for everyone who asks for it and any cache may keep it: no redirect by
 * Accept-Language, and the cookie that remembers a shopper's choice is read only at the
 * bare home page (proxy.ts).
 */
export const routing = defineRouting({
  locales: ['en', 'bn'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  // hreflang alternates are in each page's metadata (lib/i18n/alternates.ts).
  alternateLinks: false,
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export type Locale = (typeof routing.locales)[number];

export const locales: readonly Locale[] = routing.locales;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}
