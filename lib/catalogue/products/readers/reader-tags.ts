import { cacheTags } from '@/lib/cache-tags';
import type { ListingScope } from '../listing-scope';
import type { ProductDetail } from '../types';

/** The tag of the listings a scope shows: a write to a product expires its scopes' tags. */
export function listingTag(scope: ListingScope | undefined): string {
  if (!scope) return cacheTags.allListings;
  return 'category' in scope
    ? cacheTags.categoryListing(scope.category)
    : cacheTags.occasionListing(scope.occasion);
}

/**
 * The tags of each cached reader's answer, named once. Pages and the API read a thing
 * through the same reader, so a write that expires these refreshes both
 * (docs/architecture.md, "Caching").
 */
export const readerTags = {
  /** Arguments a reader refused: nothing but a bulk change can alter that answer. */
  refused: [cacheTags.catalogue],
  /** The category tree and what is read from it: menus, trails, category and occasion pages. */
  taxonomy: [cacheTags.catalogue, cacheTags.categories],
  /** A page of products or its facets: any product in the scope may change them. */
  listing: (scope?: ListingScope) => [cacheTags.catalogue, cacheTags.categories, listingTag(scope)],
  /**
   * One product's page: its own tag, its style group's (their names and colours), and its
   * category's listing, which every write to a product of that category expires: the
   * related pieces are the newest of that category, so one renamed, repriced, archived or
   * added there changes them.
   */
  product: (product: ProductDetail) => [
    cacheTags.catalogue,
    cacheTags.categories,
    cacheTags.product(product.id),
    ...product.colours.map((piece) => cacheTags.product(piece.id)),
    cacheTags.categoryListing(product.main_category_slug),
  ],
  /** An unknown or unpublished product may become one: a new piece is in every listing. */
  missingProduct: [cacheTags.catalogue, cacheTags.categories, cacheTags.allListings],
  /** Product cards by id (a wishlist): each card's product. */
  summaries: (ids: number[]) => [cacheTags.catalogue, ...ids.map((id) => cacheTags.product(id))],
} as const;
