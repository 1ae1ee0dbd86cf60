import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';
import { getCachedOccasion } from '@/lib/catalog/storefront-cache';

// Its filters, sort and page come from the query string: rendered for each request from
// cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawSearchParams> };

async function load({ params, searchParams }: Props) {
  const occasion = await getCachedOccasion((await params).slug);
  if (!occasion) notFound();
  const state = parseListingState(await searchParams);
  const path = `/occasion/${occasion.slug}`;
  return { occasion, request: { state, path, scope: { occasion: occasion.slug } } };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { occasion, request } = await load(props);
  return listingRouteMetadata(request, {
    name: `${occasion.name} collection`,
    description: occasion.description,
  });
}

// /occasion/{bridal,party,designer_wear,accessories}: the categories an occasion gathers.
export default async function OccasionPage(props: Props) {
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
