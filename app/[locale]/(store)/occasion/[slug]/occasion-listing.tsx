import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';
import { getCachedOccasion } from '@/lib/catalog/storefront-cache';

type Props = { slug: string; query: RawSearchParams };

async function load({ slug, query }: Props) {
  const occasion = await getCachedOccasion(slug);
  if (!occasion) notFound();
  const state = parseListingState(query);
  const path = `/occasion/${occasion.slug}`;
  return { occasion, request: { state, path, scope: { occasion: occasion.slug } } };
}

export async function occasionListingMetadata(props: Props): Promise<Metadata> {
  const { occasion, request } = await load(props);
  return listingRouteMetadata(request, {
    name: `${occasion.name} collection`,
    description: occasion.description,
  });
}

/** The categories an occasion gathers, as its query narrows, sorts and pages them. */
export async function OccasionListing(props: Props) {
  const { occasion, request } = await load(props);
  return (
    <ListingRoute
      request={request}
      roots={{ slugs: occasion.categorySlugs, includeRoots: true }}
      eyebrow="Shop by occasion"
      title={occasion.name}
      intro={occasion.description}
      crumbs={[
        { name: 'Home', path: '/' },
        { name: occasion.name, path: request.path },
      ]}
      empty={{
        title: `No ${occasion.name.toLowerCase()} pieces match`,
        message: 'Try fewer filters or a wider price range; new pieces arrive every week.',
      }}
    />
  );
}
