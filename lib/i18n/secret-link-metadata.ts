import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';

/** The messages of the pages a shopper reaches by her own link, each with a `title`. */
type SecretLinkPage = 'reviews.page' | 'product.stockAlert' | 'fitting.cancel' | 'cart.bag';

/**
 * A page opened by a link that is one shopper's secret (a review, stop, cancel or bag link):
 * its title in the link's language, and nothing for search engines.
 */
export async function secretLinkMetadata(
  params: Promise<{ locale: string }>,
  namespace: SecretLinkPage,
): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), robots: { index: false, follow: false } };
}
