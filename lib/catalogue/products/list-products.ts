import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Viewer } from '@/lib/identity';
import { getDb, type Database } from '@/lib/db/client';
import type { ListQuery } from '@/lib/validation';
import { CatalogNotFoundError } from './errors';
import { pageLink } from './page-links';
import type { ListingScope } from './listing-scope';
import { countedPage } from './ordered-page';
import { resolveFilters } from './resolve-filters';
import { searchPage } from './search/rank-search';
import { toProductSummaries, type ProductImages, type SummaryRow } from './summary-fields';
import type { ProductPage } from './types';

export type ListOptions = {
  /** The URL being answered (its path and query make the next/previous links). */
  url: URL | string;
  viewer?: Viewer | null;
  /** Storefront pages only: an occasion or category that every filter stays within. */
  scope?: ListingScope;
  /** The language of the names (the API's `locale`); else the page's (contentLocale). */
  locale?: Locale;
};

type FoundPage = { rows: SummaryRow[]; total: number; images: ProductImages };

/** The rows of one page, their photos and the number of all matches. */
async function findPage(
  db: Database,
  query: ListQuery,
  { viewer, scope }: ListOptions,
): Promise<FoundPage> {
  const byRelevance = query.keyward !== undefined && query.ordering === undefined;
  const filters = await resolveFilters(db, query, viewer ?? null, scope, {
    searchAsTyped: byRelevance,
  });
  const { search } = filters;
  if (search && byRelevance) return searchPage(db, { ...filters, search }, query);
  return countedPage(db, filters, query);
}

/** One page of the catalogue, filtered, searched and ordered (GET /api/v1/product/all). */
export async function listProducts(query: ListQuery, options: ListOptions): Promise<ProductPage> {
  const db = getDb();
  const { rows, total, images } = await findPage(db, query, options);
  const lastPage = Math.max(1, Math.ceil(total / query.page_size));
  if (query.page > lastPage) {
    throw new CatalogNotFoundError('page_not_found', `There is no page ${query.page}.`, {
      page: `must be at most ${lastPage}`,
    });
  }
  const url = new URL(options.url, 'http://localhost');
  return {
    count: total,
    next: query.page < lastPage ? pageLink(url, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(url, query.page - 1) : null,
    results: await toProductSummaries(db, rows, images, options.locale),
  };
}
