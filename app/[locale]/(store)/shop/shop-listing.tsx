import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import type { Locale } from '@/i18n/routing';
import { parseListingState, type RawSearchParams } from '@/lib/catalogue';

const requestFor = (query: RawSearchParams) => ({ state: parseListingState(query), path: '/shop' });

export async function shopListingMetadata(
  query: RawSearchParams,
  locale: Locale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'listing' });
  return listingRouteMetadata(
    requestFor(query),
    { name: t('shop.name'), description: t('shop.description') },
    locale,
  );
}

/** Everything, newest first, as the query narrows, sorts and pages it. */
export async function ShopListing({ query }: { query: RawSearchParams }) {
  const t = await getTranslations('listing');
  return (
    <ListingRoute
      request={requestFor(query)}
      roots={null}
      eyebrow={t('shop.eyebrow')}
      title={t('shop.title')}
      intro={t('shop.description')}
      crumbs={[
        { name: t('home'), path: '/' },
        { name: t('shop.title'), path: '/shop' },
      ]}
      empty={{ title: t('shop.emptyTitle'), message: t('tryFewer') }}
    />
  );
}
