import {
  adminProductPageSize,
  adminProductQuerySchema,
  type AdminProductQuery,
} from '@/lib/catalogue/admin';
import { adminRoutes } from '@/lib/identity/client';

type SearchParams = Record<string, string | string[] | undefined>;

const filterKeys = ['q', 'category', 'status', 'stock'] as const;

/**
 * The list's query from the address. A parameter it cannot read (a hand-edited `stock=some`)
 * is left out and named, so that the rest of the list still shows.
 */
export function readListQuery(params: SearchParams): {
  query: AdminProductQuery;
  ignored: string[];
} {
  const values = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const first = adminProductQuerySchema.safeParse(values);
  if (first.success) return { query: first.data, ignored: [] };
  const ignored = [...new Set(first.error.issues.map((issue) => String(issue.path[0])))];
  for (const key of ignored) delete values[key];
  const second = adminProductQuerySchema.safeParse(values);
  return { query: second.success ? second.data : adminProductQuerySchema.parse({}), ignored };
}

/** The query string of the list's filters and sort, without defaults (the export takes the same). */
export function filterSearch(query: AdminProductQuery): string {
  const search = new URLSearchParams();
  for (const key of filterKeys) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  if (query.sort !== '-updated') search.set('sort', query.sort);
  return search.toString();
}

/** The list's address with `changes` applied: a new filter starts again at page 1. */
export function listHref(query: AdminProductQuery, changes: Partial<AdminProductQuery> = {}) {
  const next = { ...query, ...changes };
  const search = new URLSearchParams(filterSearch(next));
  if (next.page > 1) search.set('page', String(next.page));
  if (next.page_size !== adminProductPageSize) search.set('page_size', String(next.page_size));
  return adminRoutes.products.list(Object.fromEntries(search));
}

export const hasFilters = (query: AdminProductQuery) => filterKeys.some((key) => query[key]);
