import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';
import { getCachedCategoryPage } from '@/lib/catalog/storefront-cache';

// Its filters, sort and page come from the query string: rendered for each request from
// cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawSearchParams> };

async function load({ params, searchParams }: Props) {
  const category = await getCachedCategoryPage((await params).slug);
  if (!category) notFound();
  const state = parseListingState(await searchParams);
  return { category, request: { state, path: category.url, scope: { category: category.slug } } };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, request } = await load(props);
  return listingRouteMetadata(request, {
    name: category.name,
    description: category.description,
  });
}

// /category/{slug}: a category with everything beneath it (hidden or label-only ones are 404s).
export default async function CategoryPage(props: Props) {
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
