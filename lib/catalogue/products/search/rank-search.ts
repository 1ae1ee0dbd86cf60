import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { ListQuery } from '@/lib/validation';
import { orderedPage } from '../ordered-page';
import { productConditions } from '../product-conditions';
import type { ProductFilters } from '../resolve-filters';
import { summaryRowsAndImages, type ProductImages, type SummaryRow } from '../summary-fields';
import { mayHaveTypos, withTypoAlternatives } from './plan-search';
import { searchRankKeys, type SearchPlan } from './search-sql';

/**
 * How many of a search's best matches a ranking keeps in order, at most. A page within
 * them is a slice; a page beyond them is ranked by the database again, with an OFFSET.
 */
export const rankedIdsKept = 1000;

export type Ranking = {
  /** The ids of the best matches, best first (newest first among equals). */
  ids: Int32Array;
  /** How many products match in all. */
  total: number;
};

type SearchFilters = ProductFilters & { search: SearchPlan };

/**
 * Ranking reads and scores every match; each page takes its slice of the kept ids.
 */
export async function rankSearch(
  db: Database,
  filters: SearchFilters,
  keep = rankedIdsKept,
): Promise<Ranking> {
  const keys = searchRankKeys(filters.search).map((key, i) => ({
    column: sql`${key} as ${sql.identifier(`k${i}`)}`,
    order: sql`${sql.identifier(`k${i}`)} desc`,
  }));
  // The window function counts every match and keeps the rows it counts, so they hold
  // only the id and the keys ("offset 0" keeps the keys computed below it): with the
  // wide product rows they would spill to disk.
  const { rows } = await db.execute<{ id: number; total: number }>(sql`
    select id, count(*) over ()::int as total
    from (select ${products.id} as id, ${products.createdAt} as created_at,
                 ${sql.join(
                   keys.map((key) => key.column),
                   sql`, `,
                 )}
          from ${products} where ${productConditions(filters)} offset 0) matches
    order by ${sql.join(
      keys.map((key) => key.order),
      sql`, `,
    )}, created_at desc nulls last, id desc nulls last
    limit ${keep}`);
  return { ids: Int32Array.from(rows, (row) => row.id), total: rows[0]?.total ?? 0 };
}

/** The ids of one page, or null when the page lies beyond the ids the ranking kept. */
export function rankedPage(ranking: Ranking, page: number, pageSize: number): number[] | null {
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  if (end > ranking.ids.length && ranking.ids.length < ranking.total) return null;
  return Array.from(ranking.ids.subarray(start, end));
}

/**
 * Ranks the search as planned, looking typos up only when that can change it. When the
 * words as typed find a product (without a literal phrase, that product has every word),
 * no word would get alternatives: the plan as typed is the whole plan, and the probes that
 * ask which words occur are spared.
 */
async function rankTolerantly(
  db: Database,
  filters: SearchFilters,
  keep: number,
): Promise<{ ranking: Ranking; filters: SearchFilters }> {
  const typed = filters.search;
  if (!mayHaveTypos(typed)) return { ranking: await rankSearch(db, filters, keep), filters };
  const asTyped = typed.phrase === null ? await rankSearch(db, filters, keep) : null;
  if (asTyped && asTyped.total > 0) return { ranking: asTyped, filters };
  const search = await withTypoAlternatives(db, typed);
  const noAlternatives = search.words.every(({ alternatives }) => alternatives.length === 0);
  if (asTyped && noAlternatives) return { ranking: asTyped, filters };
  const tolerant = { ...filters, search };
  return { ranking: await rankSearch(db, tolerant, keep), filters: tolerant };
}

/**
 * One page of a search by relevance, and the number of all matches. `filters.search` may
 * hold the words as typed: their typo alternatives are looked up here when needed.
 */
export async function searchPage(
  db: Database,
  filters: SearchFilters,
  query: Pick<ListQuery, 'page' | 'page_size'>,
  keep = rankedIdsKept,
): Promise<{ rows: SummaryRow[]; total: number; images: ProductImages }> {
  // Nothing keeps a ranking between requests: it needs no ids past the page asked for.
  const pageEnd = query.page * query.page_size;
  const { ranking, filters: planned } = await rankTolerantly(db, filters, Math.min(keep, pageEnd));
  const ids = rankedPage(ranking, query.page, query.page_size);
  if (!ids) {
    const { rows, images } = await orderedPage(db, planned, { ...query, ordering: undefined });
    return { rows, total: ranking.total, images };
  }
  const { rows, images } = await summaryRowsAndImages(db, ids);
  return { rows, total: ranking.total, images };
}
