import { listingAddress, listingPathParts } from './listing-address';
import { parseListingState, rawSearchParams } from './listing-state';
import { spellListingState } from './listing-url';

/**
 * The query names a listing reads (lib/catalog/listing-state.ts). Any other, such as the
 * tracking parameters that ads and social networks add to a shared link, changes nothing
 * and stays in the query.
 */
const listingQueryName = /^(?:page|ordering|parentCategory|attribute|tagslug|lowrange|heighrange)$/;

function splitQuery(search: string): { listing: URLSearchParams; rest: string } {
  const listing = new URLSearchParams();
  const other = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    (listingQueryName.test(name) ? listing : other).append(name, value);
  }
  const rest = other.toString();
  return { listing, rest: rest ? `?${rest}` : '' };
}

/**
 * Where a prerendered listing's address belongs when it is not in its place (proxy.ts
 * answers with a 308): a query that narrows the listing (a link from before, a form sent
 * without JavaScript, a hand-typed address) moves into the state segment
 * (lib/catalog/listing-address.ts), spelled one way only, so that a state is rendered and
 * cached once; values the API's schema refuses are dropped, and a state with nothing left
 * goes back to the listing itself. Null: it is in place.
 */
export function misplacedListingTarget(pathname: string, search: string): string | null {
  const parts = listingPathParts(pathname);
  if (!parts) return null;
  const { listing, rest } = splitQuery(search);
  if (!parts.filter && listing.size === 0) return null;
  const state = new URLSearchParams(parts.state ?? '');
  for (const [name, value] of listing) state.append(name, value);
  const target = listingAddress(
    parts.base,
    spellListingState(parseListingState(rawSearchParams(state))),
  );
  const inPlace = listing.size === 0 && parts.state !== undefined && target === pathname;
  return inPlace ? null : `${target}${rest}`;
}
