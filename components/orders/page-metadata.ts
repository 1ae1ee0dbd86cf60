import type { Metadata } from 'next';
import { isLocale, routing, type Locale } from '@/i18n/routing';

/** The params of every page under app/[locale]. */
export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its params (English for anything else). */
export async function paramsLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/**
 * A shopper's own page (the cart, the checkout, her orders), titled in its language and
 * kept out of search engines.
 */
export function personalMetadata(title: string, description?: string, follow = false): Metadata {
  return { title, ...(description ? { description } : {}), robots: { index: false, follow } };
}
