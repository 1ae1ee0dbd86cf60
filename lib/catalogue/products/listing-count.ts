import 'server-only';
import type { ListingCountQuery } from '@/lib/catalogue/schemas/listing-count';
import { CatalogNotFoundError } from './errors';
import type { ListingScope } from './listing-scope';
import { emptyListingState, type ListingState } from './listing-state';
import { readListing } from './readers/listing';

function scopeOf(query: ListingCountQuery): ListingScope | undefined {
  if (query.occasion !== undefined) return { occasion: query.occasion };
  if (query.category !== undefined) return { category: query.category };
  return undefined;
}

/**
 * How many pieces a storefront listing would show with these filters: the number on the
 * filter drawer's "Show N results". It reads the same cached listing as the page, so the
 * page the shopper then opens is usually ready.
 */
export async function countListing(query: ListingCountQuery): Promise<{ count: number }> {
  let { lowrange, heighrange } = query;
  // As the page reads its URL (lib/catalogue/products/listing-state.ts): a range typed backwards is turned.
  if (lowrange !== undefined && heighrange !== undefined && lowrange > heighrange) {
    [lowrange, heighrange] = [heighrange, lowrange];
  }
  const state: ListingState = {
    ...emptyListingState,
    parentCategory: query.parentCategory,
    attribute: query.attribute ?? [],
    tagslug: query.tagslug ?? [],
    lowrange,
    heighrange,
  };
  const result = await readListing({
    state,
    keyward: query.keyward,
    scope: scopeOf(query),
    path: '/shop',
  });
  if (result.status === 'unknown_scope') {
    throw new CatalogNotFoundError('category_not_found', 'There is no such occasion or category.');
  }
  return { count: result.status === 'ok' ? result.page.count : 0 };
}
