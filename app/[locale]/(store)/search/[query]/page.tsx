import type { Metadata } from 'next';
import { Tracked } from '@/components/measurement/tracked';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListingRoute } from '@/components/listing/listing-route';
import { NewArrivals } from '@/components/listing/new-arrivals';
import {
  parseListingState,
  type RawSearchParams,
  searchPath,
  searchTextFromPath,
} from '@/lib/catalogue';
import { localeAlternates } from '@/lib/i18n/alternates';
import { openGraph, pageLocale } from '@/lib/content';

// Its filters, sort and page come from the query string: rendered for each request from
// cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = {
  params: Promise<{ query: string; locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

async function load({ params, searchParams }: Props) {
  const text = searchTextFromPath((await params).query);
  if (!text) notFound();
  const state = parseListingState(await searchParams);
  return { text, request: { state, keyward: text, path: searchPath(text) } };
}

// Results pages are followed but never indexed: endless, and thin.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await pageLocale(props.params);
  const [{ text, request }, t] = await Promise.all([
    load(props),
    getTranslations({ locale, namespace: 'listing' }),
  ]);
  const title = t('search.title', { text });
  const alternates = localeAlternates(locale, request.path);
  return {
    title,
    description: t('search.description', { text }),
    robots: { index: false, follow: true },
    alternates,
    openGraph: openGraph({ title, url: alternates.canonical as string }, locale),
  };
}

// /search/{query}: the same grid, filters and pages as every listing, over a search.
export default async function SearchPage(props: Props) {
  const [{ text, request }, t] = await Promise.all([load(props), getTranslations('listing')]);
  return (
    <>
      <Tracked event={{ name: 'search', query: text }} />
      <ListingRoute
        request={request}
        roots={null}
        isSearch
        eyebrow={t('search.eyebrow')}
        title={t('search.heading', { text })}
        crumbs={[
          { name: t('home'), path: '/' },
          { name: t('search.crumb'), path: null },
          { name: text, path: request.path },
        ]}
        empty={{
          title: t('search.emptyTitle', { text }),
          message: t('search.emptyMessage'),
          suggestions: <NewArrivals title={t('search.suggested')} />,
        }}
      />
    </>
  );
}
