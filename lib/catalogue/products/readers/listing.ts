import 'server-only';
import { unwrap, type Settled } from '@/lib/cache/settled';
import { listingRequestSchema } from '@/lib/catalogue/schemas/cached-readers';
import type { ListingScope } from '../listing-scope';
import { emptyListingState, toListQuery, type ListingState } from '../listing-state';
import type { Facets, ProductPage } from '../types';
import { readFacets } from './facets';
import { readProductList } from './product-list';

export type ListingRequest = {
  state: ListingState;
  /** The search text of /search/{query}. */
  keyward?: string;
  scope?: ListingScope;
  /** The page's path, for the next/previous links. */
  path: string;
};

/**
 * What a storefront listing shows: a page of products and the facets that narrow it.
 * `not_found` is a page past the last; `invalid` a filter naming something the catalogue
 * lacks (an old link), shown as an empty listing with the scope's own facets;
 * `unknown_scope` an occasion or category that does not exist.
 */
export type ListingResult =
  | { status: 'ok'; page: ProductPage; facets: Facets }
  | { status: 'not_found' }
  | { status: 'unknown_scope' }
  | { status: 'invalid'; facets: Facets };

type Refusal = Extract<Settled<unknown>, { ok: false }>['refusal'];

const firstRefusal = (answers: Settled<unknown>[]): Refusal =>
  answers.flatMap((answer) => (answer.ok ? [] : [answer.refusal]))[0]!;

/** Throws a refusal no listing's address explains, as the readers' callers always have. */
const raise = (refusal: Refusal): never => unwrap<never>({ ok: false, refusal });

const isUnknownScope = (refusal: Refusal) => refusal.code === 'category_not_found';

/**
 * What a storefront listing shows (/shop, a category, an occasion, a search): a page and
 * its facets, read through the same cached readers, and so under the same tags, as the
 * API's list and facets.
 */
export async function readListing(request: ListingRequest): Promise<ListingResult> {
  const checked = listingRequestSchema.safeParse(request);
  if (!checked.success) return { status: 'not_found' };
  const { state, keyward, scope, path } = checked.data;
  const query = toListQuery(state, keyward);
  const [page, facets] = await Promise.all([
    readProductList(query, { url: path, scope }),
    // Facets ignore paging and ordering.
    readFacets({ ...query, page: 1, ordering: undefined }, scope),
  ]);
  if (page.ok && facets.ok) return { status: 'ok', page: page.value, facets: facets.value };
  const refusal = firstRefusal([page, facets]);
  if (refusal.code === 'page_not_found') return { status: 'not_found' };
  if (refusal.kind !== 'invalid' && !isUnknownScope(refusal)) raise(refusal);
  const unfiltered = await readFacets(toListQuery(emptyListingState, keyward), scope);
  if (unfiltered.ok) return { status: 'invalid', facets: unfiltered.value };
  return isUnknownScope(unfiltered.refusal)
    ? { status: 'unknown_scope' }
    : raise(unfiltered.refusal);
}
