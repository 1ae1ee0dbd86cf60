import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache-tags';
import { getCategoryPage } from './category-page';
import { categoryTree } from './category-tree';
import { getOccasion } from './occasions';
import { findProduct, loadListing } from './storefront-listing';

// The storefront's reads, cached until the catalogue changes (writes revalidate the tags)
// and refreshed on a timer besides. The services stay free of Next so Jest can run them.
const listingTags = [cacheTags.products, cacheTags.categories];

export const getCachedListing = unstable_cache(loadListing, ['storefront-listing'], {
  tags: listingTags,
  revalidate: 600,
});

export const getCachedCategoryTree = unstable_cache(() => categoryTree(), ['category-tree'], {
  tags: [cacheTags.categories],
  revalidate: 3600,
});

export const getCachedCategoryPage = unstable_cache(getCategoryPage, ['category-page'], {
  tags: [cacheTags.categories],
  revalidate: 3600,
});

export const getCachedOccasion = unstable_cache(getOccasion, ['occasion'], {
  tags: [cacheTags.categories],
  revalidate: 3600,
});

/** One product, tagged with its own tag so that an edit refreshes just its page. */
export function getCachedProduct(slug: string) {
  return unstable_cache(() => findProduct(slug), ['storefront-product', slug], {
    tags: [cacheTags.products, cacheTags.product(slug)],
    revalidate: 3600,
  })();
}
