import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import type { Locale } from '@/i18n/routing';
import { parseListingState, type RawSearchParams, readCategoryPage } from '@/lib/catalogue';

type Props = { slug: string; query: RawSearchParams };

async function load({ slug, query }: Props) {
  const category = await readCategoryPage(slug);
  if (!category) notFound();
  const state = parseListingState(query);
  return { category, request: { state, path: category.url, scope: { category: category.slug } } };
}

export async function categoryListingMetadata(props: Props, locale: Locale): Promise<Metadata> {
  const { category, request } = await load(props);
  return listingRouteMetadata(
    request,
    { name: category.name, description: category.description },
    locale,
  );
}

/** A category with everything beneath it, as its query narrows, sorts and pages it. */
export async function CategoryListing(props: Props) {
  const [{ category, request }, t] = await Promise.all([load(props), getTranslations('listing')]);
  const parent = category.trail.at(-1);
  return (
    <ListingRoute
      request={request}
      roots={{ slugs: [category.slug], includeRoots: false }}
      eyebrow={parent?.url ? parent.name : t('categoryPage.eyebrow')}
      title={category.name}
      intro={category.description}
      crumbs={[
        { name: t('home'), path: '/' },
        ...category.trail.map((crumb) => ({ name: crumb.name, path: crumb.url })),
        { name: category.name, path: category.url },
      ]}
      empty={{
        title: t('categoryPage.emptyTitle', { name: category.name.toLowerCase() }),
        message: t('tryFewer'),
      }}
    />
  );
}
