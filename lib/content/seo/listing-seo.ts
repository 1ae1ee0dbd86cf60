import { listingPath, isFiltered, type ListingState } from '@/lib/catalogue';

/**
 * The canonical URL of a listing state. Pages of the whole listing are their own
 * (`?page=2`); a filtered or re-sorted view points at its listing's first page.
 */
export function listingCanonical(path: string, state: ListingState): string {
  if (isFiltered(state) || state.page === 1) return path;
  const search = `?page=${state.page}`;
  return `${listingPath(path, search)}${search}`;
}

/** Filtered views are followed but not indexed: endless combinations of one listing. */
export function listingRobots(state: ListingState): { index: boolean; follow: boolean } {
  return { index: !isFiltered(state), follow: true };
}

/** A title that differs from page to page: "Bridal Lehenga — page 2" (or the page's language's). */
export function listingTitle(
  name: string,
  state: ListingState,
  pageTitle: (page: number) => string = (page) => `${name} — page ${page}`,
): string {
  return state.page > 1 ? pageTitle(state.page) : name;
}
