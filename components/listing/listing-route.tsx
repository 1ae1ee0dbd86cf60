import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import {
  wholeCategoryTree,
  readListing,
  type ListingRequest,
  subCategoryOptions,
  type SubCategoryRoots,
} from '@/lib/catalogue';
import { localeDigits } from '@/lib/i18n/digits';
import { listingMetadata } from '@/lib/content';
import { RouteMessages } from '@/components/i18n/route-messages';
import { ListingView, type ListingViewProps } from './listing-view';

// The page and its metadata read the same listing: once per request.
const listingFor = cache((key: string) => readListing(JSON.parse(key) as ListingRequest));
const loadOnce = (request: ListingRequest) => listingFor(JSON.stringify(request));

type ListingRouteProps = Omit<
  ListingViewProps,
  'path' | 'state' | 'result' | 'subCategories' | 'countScope'
> & {
  request: ListingRequest;
  /** Where the category filter's choices start. */
  roots: SubCategoryRoots;
};

/** The listing's own scope as GET /api/v1/product/count asks it. */
const countScopeOf = ({ scope, keyward }: ListingRequest) =>
  new URLSearchParams({ ...scope, ...(keyward === undefined ? {} : { keyward }) }).toString();

/** Loads a listing (cached) and shows it; a page past the last is a 404. */
export async function ListingRoute({ request, roots, ...view }: ListingRouteProps) {
  const [result, tree] = await Promise.all([loadOnce(request), wholeCategoryTree()]);
  if (result.status === 'not_found' || result.status === 'unknown_scope') notFound();
  const subCategories = subCategoryOptions(
    tree,
    result.facets.categories,
    roots,
    request.state.parentCategory,
  );
  return (
    <RouteMessages namespaces={['listing']}>
      <ListingView
        path={request.path}
        state={request.state}
        result={result}
        subCategories={subCategories}
        countScope={countScopeOf(request)}
        {...view}
      />
    </RouteMessages>
  );
}

/** A listing's metadata in the page's language, with its first product's photo for link previews. */
export async function listingRouteMetadata(
  request: ListingRequest,
  text: { name: string; description: string },
  locale: Locale,
): Promise<Metadata> {
  const [result, t, common] = await Promise.all([
    loadOnce(request),
    getTranslations({ locale, namespace: 'listing' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const first = result.status === 'ok' ? result.page.results[0] : undefined;
  return listingMetadata({
    path: request.path,
    state: request.state,
    image: first?.image[0],
    locale,
    text: {
      pageTitle: (page) =>
        t('pageTitle', { name: text.name, n: localeDigits(String(page), locale) }),
      fallbackDescription: t('defaultDescription', {
        name: text.name,
        store: common('storeName'),
      }),
    },
    ...text,
  });
}
