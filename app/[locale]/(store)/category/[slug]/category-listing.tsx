import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';
import { getCachedCategoryPage } from '@/lib/catalog/storefront-cache';

type Props = { slug: string; query: RawSearchParams };

async function load({ slug, query }: Props) {
  const category = await getCachedCategoryPage(slug);
  if (!category) notFound();
  const state = parseListingState(query);
  return { category, request: { state, path: category.url, scope: { category: category.slug } } };
}

export async function categoryListingMetadata(props: Props): Promise<Metadata> {
  const { category, request } = await load(props);
  return listingRouteMetadata(request, {
    name: category.name,
    description: category.description,
  });
}

/** A category with everything beneath it, as its query narrows, sorts and pages it. */
export async function CategoryListing(props: Props) {
  const { category, request } = await load(props);
  const parent = category.trail.at(-1);
  return (
    <ListingRoute
      request={request}
      roots={{ slugs: [category.slug], includeRoots: false }}
      eyebrow={parent?.url ? parent.name : 'The collection'}
      title={category.name}
      intro={category.description}
      crumbs={[
        { name: 'Home', path: '/' },
        ...category.trail.map((crumb) => ({ name: crumb.name, path: crumb.url })),
        { name: category.name, path: category.url },
      ]}
      empty={{
        title: `No ${category.name.toLowerCase()} matches these filters`,
        message: 'Try fewer filters or a wider price range; new pieces arrive every week.',
      }}
    />
  );
}
