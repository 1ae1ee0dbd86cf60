import 'server-only';
import { DomainError } from '@/lib/domain-error';
import { getProduct } from './get-product';
import { listProducts } from './list-products';
import type { ListingScope } from './listing-scope';
import { emptyListingState, toListQuery, type ListingState } from './listing-state';
import { productFacets } from './product-facets';
import type { Facets, ProductDetail, ProductPage } from './types';

export type ListingRequest = {
  state: ListingState;
  /** The search text of /search/{query}. */
  keyward?: string;
  scope?: ListingScope;
  /** The page's path, for the service's next/previous links. */
  path: string;
};

/**
 * What a storefront listing shows: a page of products and the facets that narrow it.
 * `not_found` is a page past the last; `invalid` a filter naming something the catalogue
 * lacks (an old link), shown as an empty listing with the scope's own facets;
 * `unknown_scope` an occasion or category that does not exist. It is returned, never
 * thrown: the listing is read inside Next's cache (docs/architecture.md, "Caching").
 */
export type ListingResult =
  | { status: 'ok'; page: ProductPage; facets: Facets }
  | { status: 'not_found' }
  | { status: 'unknown_scope' }
  | { status: 'invalid'; facets: Facets };

const isUnknownScope = (error: unknown) =>
  error instanceof DomainError && error.code === 'category_not_found';

export async function loadListing({
  state,
  keyward,
  scope,
  path,
}: ListingRequest): Promise<ListingResult> {
  const query = toListQuery(state, keyward);
  try {
    const [page, facets] = await Promise.all([
      listProducts(query, { url: path, scope }),
      // Facets ignore paging and ordering.
      productFacets({ ...query, page: 1, ordering: undefined }, null, scope),
    ]);
    return { status: 'ok', page, facets };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'page_not_found') return { status: 'not_found' };
    if (error.kind !== 'invalid' && error.code !== 'category_not_found') throw error;
    try {
      const facets = await productFacets(toListQuery(emptyListingState, keyward), null, scope);
      return { status: 'invalid', facets };
    } catch (fallbackError) {
      if (isUnknownScope(fallbackError)) return { status: 'unknown_scope' };
      throw fallbackError;
    }
  }
}

/** A product page's data, or null for an unknown or inactive slug. */
export async function findProduct(slug: string): Promise<ProductDetail | null> {
  try {
    return await getProduct({ slug });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  }
}
