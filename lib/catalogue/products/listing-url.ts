import { listingPath } from './listing-address';
import type { ListingState } from './listing-state';

/** The listing's query names, in the order its links spell them. */
const filterKeys = [
  'parentCategory',
  'attribute',
  'tagslug',
  'lowrange',
  'heighrange',
  'ordering',
] as const;

type Pairs = [string, string][];

// Commas stay readable (attribute=size-m,size-l); everything else is encoded.
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

function toSearch(pairs: Pairs): string {
  const text = pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&');
  return text ? `?${text}` : '';
}

function statePairs(state: ListingState): Pairs {
  const values: Record<(typeof filterKeys)[number], string | undefined> = {
    parentCategory: state.parentCategory,
    attribute: state.attribute.join(',') || undefined,
    tagslug: state.tagslug.join(',') || undefined,
    lowrange: state.lowrange?.toString(),
    heighrange: state.heighrange?.toString(),
    ordering: state.ordering,
  };
  const pairs: Pairs = filterKeys.flatMap((key) => {
    const value = values[key];
    return value === undefined ? [] : [[key, value] as [string, string]];
  });
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  return pairs;
}

/** A link to the listing at `path` in `state`, with `changes` applied; page 1 is left out. */
export function listingHref(
  path: string,
  state: ListingState,
  changes: Partial<ListingState> = {},
): string {
  const search = toSearch(statePairs({ ...state, ...changes }));
  return `${listingPath(path, search)}${search}`;
}

/**
 * A filter form's fields as a listing query, spelled as the links spell it: repeated
 * names joined by commas, blanks left out, and no page (a new filter starts at page 1).
 */
export function searchFromForm(entries: Iterable<[string, FormDataEntryValue]>): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value.trim()]);
  }
  return toSearch(
    filterKeys.flatMap((key) => {
      const values = grouped.get(key);
      return values ? [[key, values.join(',')] as [string, string]] : [];
    }),
  );
}
