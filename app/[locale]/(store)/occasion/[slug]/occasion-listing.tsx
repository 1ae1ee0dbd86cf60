import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import type { Locale } from '@/i18n/routing';
import { parseListingState, type RawSearchParams, readOccasion } from '@/lib/catalogue';

type Props = { slug: string; query: RawSearchParams };

async function load({ slug, query }: Props) {
  const occasion = await readOccasion(slug);
  if (!occasion) notFound();
  const state = parseListingState(query);
  const path = `/occasion/${occasion.slug}`;
  return { occasion, request: { state, path, scope: { occasion: occasion.slug } } };
}

export async function occasionListingMetadata(props: Props, locale: Locale): Promise<Metadata> {
  const [{ occasion, request }, t] = await Promise.all([
    load(props),
    getTranslations({ locale, namespace: 'listing' }),
  ]);
  return listingRouteMetadata(
    request,
    { name: t('occasion.name', { name: occasion.name }), description: occasion.description },
    locale,
  );
}

/** The categories an occasion gathers, as its query narrows, sorts and pages them. */
export async function OccasionListing(props: Props) {
  const [{ occasion, request }, t] = await Promise.all([load(props), getTranslations('listing')]);
  return (
    <ListingRoute
      request={request}
      roots={{ slugs: occasion.categorySlugs, includeRoots: true }}
      eyebrow={t('occasion.eyebrow')}
      title={occasion.name}
      intro={occasion.description}
      crumbs={[
        { name: t('home'), path: '/' },
        { name: occasion.name, path: request.path },
      ]}
      empty={{
        title: t('occasion.emptyTitle', { name: occasion.name.toLowerCase() }),
        message: t('tryFewer'),
      }}
    />
  );
}
