import { withoutTracking } from '@/lib/http/tracking-parameters';
import { parseListingState, type ListingState, type RawSearchParams } from './listing-state';

/**
 * A listing's filters, sort and page come from its query string; the page reads them from
 * one more path segment instead (proxy.ts rewrites `/shop?page=2` to `/shop/cGFnZT0y`, the
 * route `[state]`), so that each combination is a page of its own that Next prerenders,
 * keeps and expires by tag, like a product page (docs/architecture.md, "Caching").
 *
 * The segment is the query in base64url: it holds no character that a router decodes, so
 * the page and its metadata read the same text whichever of them Next decoded.
 */
const listingPath = /^\/(?:shop|(?:category|occasion|search)\/[^/]+)\/?$/;

/** Longer query strings are answered per request, as before: a cache key stays small. */
const maxQueryLength = 512;

function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return '';
  }
}

/** The internal path of a listing request with a query, or null for any other request. */
export function listingRewrite(pathname: string, search: string): string | null {
  if (!listingPath.test(pathname)) return null;
  const query = withoutTracking(search.replace(/^\?/, ''));
  if (query === '' || query.length > maxQueryLength) return null;
  return `${pathname.replace(/\/$/, '')}/${toBase64Url(query)}`;
}

/** The query of a listing's extra segment, as Next's searchParams would give it. */
export function listingSearchParams(segment: string | undefined): RawSearchParams {
  const params: RawSearchParams = {};
  for (const [key, value] of new URLSearchParams(segment ? fromBase64Url(segment) : '')) {
    const earlier = params[key];
    params[key] = earlier === undefined ? value : [earlier, value].flat();
  }
  return params;
}

/** The listing state of a page's extra segment (none: the listing without a query). */
export function listingStateOf(segment: string | undefined): ListingState {
  return parseListingState(listingSearchParams(segment));
}

/** The segment of a query string, for the pages prerendered at build. */
export const listingSegment = (query: string) => toBase64Url(query);
