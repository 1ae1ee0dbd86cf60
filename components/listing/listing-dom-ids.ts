import { type ListingState, listingHref } from '@/lib/catalogue';

/**
 * The element ids of one listing. Next keeps the pages a shopper left in the document,
 * hidden (React's Activity), so two listings can be in it at once (a prerendered one and
 * its /filter page among them): their ids must differ, or a sort chosen on one would
 * submit the other's form.
 */
export function listingDomIds(path: string, state: ListingState) {
  const page = listingHref(path, state).split('?', 1)[0]!;
  const key = page.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'listing';
  return {
    form: `listing-filters-${key}`,
    sort: `listing-sort-${key}`,
    products: `listing-products-${key}`,
  };
}
