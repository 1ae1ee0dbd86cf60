import type { z } from 'zod';
import { catalogue } from '@/lib/config';
import { listQuerySchema, type ListQuery, type ProductOrdering } from '@/lib/validation';

/**
 * The state of a storefront listing, as its URL carries it. The names are the API's
 * (`?page=2&attribute=size-m,size-l&lowrange=5000`), so a page and
 * GET /api/v1/product/all answer the same query the same way.
 */
export type ListingState = {
  page: number;
  ordering?: ProductOrdering;
  /** A sub-category slug. */
  parentCategory?: string;
  /** Attribute-value slugs: values of one attribute are ORed, attributes ANDed. */
  attribute: string[];
  tagslug: string[];
  lowrange?: number;
  heighrange?: number;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const emptyListingState: ListingState = { page: 1, attribute: [], tagslug: [] };

const fields = listQuerySchema.shape;

/** One field through the API's own schema; a value it refuses is left out. */
function read<K extends keyof typeof fields>(params: RawSearchParams, key: K) {
  const raw = params[key];
  // A plain GET form repeats a name (attribute=a&attribute=b); links join them with commas.
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const parsed = fields[key].safeParse(value);
  return parsed.success ? (parsed.data as z.output<(typeof fields)[K]>) : undefined;
}

/**
 * The listing state of a URL's query. Never throws: a shared or hand-edited link with a
 * bad value still opens the listing, without that value.
 */
export function parseListingState(params: RawSearchParams): ListingState {
  let lowrange = read(params, 'lowrange');
  let heighrange = read(params, 'heighrange');
  if (lowrange !== undefined && heighrange !== undefined && lowrange > heighrange) {
    [lowrange, heighrange] = [heighrange, lowrange];
  }
  return {
    page: read(params, 'page') ?? 1,
    ordering: read(params, 'ordering'),
    parentCategory: read(params, 'parentCategory'),
    attribute: read(params, 'attribute') ?? [],
    tagslug: read(params, 'tagslug') ?? [],
    lowrange,
    heighrange,
  };
}

/** Whether anything narrows the listing (ordering and paging do not). */
export function isFiltered(state: ListingState): boolean {
  return (
    state.parentCategory !== undefined ||
    state.attribute.length > 0 ||
    state.tagslug.length > 0 ||
    state.lowrange !== undefined ||
    state.heighrange !== undefined
  );
}

/** The services' query for a listing state (and the search text of /search/{query}). */
export function toListQuery(state: ListingState, keyward?: string): ListQuery {
  return {
    is_active: true,
    page: state.page,
    page_size: catalogue.pageSize,
    keyward,
    parentCategory: state.parentCategory,
    attribute: state.attribute.length ? state.attribute : undefined,
    tag: undefined,
    tagslug: state.tagslug.length ? state.tagslug : undefined,
    lowrange: state.lowrange,
    heighrange: state.heighrange,
    ordering: state.ordering,
  };
}
