import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { listingRequestSchema, readerSlugSchema } from '@/lib/validation/cached-readers';
import { getCategoryPage } from './category-page';
import type { ListingScope } from './listing-scope';
import { publicCategoryTree } from './public-answers';
import { getOccasion } from './occasions';
import {
  findProduct,
  loadListing,
  type ListingRequest,
  type ListingResult,
} from './storefront-listing';

// The storefront's catalogue reads, in Next's cache until a write expires their tags
// (docs/architecture.md, "Caching"). The services below stay free of Next so Jest can run them.
// Each reader checks its own arguments (any caller may reach a cached function as a server
// reference) and answers "not found" with a value, never by throwing across the cache.

const validSlug = (slug: unknown) => readerSlugSchema.safeParse(slug).success;

/** The tag of the listings a scope shows: a write to a product expires its scopes' tags. */
export function listingTag(scope: ListingScope | undefined): string {
  if (!scope) return cacheTags.allListings;
  return 'category' in scope
    ? cacheTags.categoryListing(scope.category)
    : cacheTags.occasionListing(scope.occasion);
}

export async function getCachedListing(request: ListingRequest): Promise<ListingResult> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  const checked = listingRequestSchema.safeParse(request);
  if (!checked.success) {
    cacheTag(cacheTags.catalogue);
    return { status: 'not_found' };
  }
  cacheTag(cacheTags.catalogue, cacheTags.categories, listingTag(checked.data.scope));
  return loadListing(checked.data);
}

/** The whole category tree: the same cached answer as GET /api/v1/product/shopcategory. */
export const getCachedCategoryTree = () => publicCategoryTree({});

export async function getCachedCategoryPage(slug: string) {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  return validSlug(slug) ? getCategoryPage(slug) : null;
}

export async function getCachedOccasion(slug: string) {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  return validSlug(slug) ? getOccasion(slug) : null;
}

/**
 * One product with its stock, its related pieces and the pieces of its style group: tagged
 * with each of their tags, so an order or an edit of any of them refreshes this page.
 */
export async function getCachedProduct(slug: string) {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  const product = validSlug(slug) ? await findProduct(slug) : null;
  if (product) {
    cacheTag(
      cacheTags.product(product.id),
      ...product.colours.map((piece) => cacheTags.product(piece.id)),
      ...product.related.map((related) => cacheTags.product(related.id)),
    );
  } else {
    // An unknown slug may become a product: a new one is in every listing.
    cacheTag(cacheTags.allListings);
  }
  return product;
}
