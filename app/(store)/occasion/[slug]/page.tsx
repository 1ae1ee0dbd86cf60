import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { listingStateOf } from '@/lib/catalog/listing-query';
import { prerenderedListingParams } from '@/lib/seo/prerendered-params';
import { getCachedOccasion } from '@/lib/catalog/storefront-cache';

// Filters, sort and page come from the query string, as the segment of ./[state] (lib/catalog/listing-query.ts).
export const generateStaticParams = () => prerenderedListingParams('occasion');

type Props = { params: Promise<{ slug: string; state?: string }> };

async function load({ params }: Props) {
  const { slug, state: segments } = await params;
  const occasion = await getCachedOccasion(slug);
  const state = listingStateOf(segments);
  if (!occasion) notFound();
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
