import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ListingRoute } from '@/components/listing/listing-route';
import { NewArrivals } from '@/components/listing/new-arrivals';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';
import { searchPath, searchTextFromPath } from '@/lib/catalog/search-query';
import { openGraph } from '@/lib/seo/open-graph';

// Its filters, sort and page come from the query string: rendered for each request from
// cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = { params: Promise<{ query: string }>; searchParams: Promise<RawSearchParams> };

async function load({ params, searchParams }: Props) {
  const text = searchTextFromPath((await params).query);
  if (!text) notFound();
  const state = parseListingState(await searchParams);
  return { text, request: { state, keyward: text, path: searchPath(text) } };
}

// Results pages are followed but never indexed: endless, and thin.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { text, request } = await load(props);
  const title = `Search results for “${text}”`;
  return {
    title,
    description: `Pieces matching “${text}” at our couture house.`,
    robots: { index: false, follow: true },
    alternates: { canonical: request.path },
    openGraph: openGraph({ title, url: request.path }, await getLocale()),
  };
}

// /search/{query}: the same grid, filters and pages as every listing, over a search.
export default async function SearchPage(props: Props) {
  const { text, request } = await load(props);
  return (
    <ListingRoute
      request={request}
      roots={null}
      isSearch
      eyebrow="Search results"
      title={`“${text}”`}
      crumbs={[
        { name: 'Home', path: '/' },
        { name: 'Search', path: null },
        { name: text, path: request.path },
      ]}
      empty={{
        title: `Nothing matches “${text}”`,
        message:
          'Check the spelling, try a shorter or more general word (“lehenga”, “gown”, “saree”), or browse the collections below.',
        suggestions: <NewArrivals title="New arrivals you may like" />,
      }}
    />
  );
}
