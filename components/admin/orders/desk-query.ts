import {
  deskOrderQuerySchema,
  type DeskOrderQuery,
  type DeskOrderQueryInput,
} from '@/lib/ordering/admin';
import { adminRoutes } from '@/lib/identity/client';

type SearchParams = Record<string, string | string[] | undefined>;

const filterKeys = ['q', 'status', 'method', 'payment', 'district', 'from', 'to'] as const;

/**
 * The list's query from the address. A value it cannot read (a hand-edited `status=lost`,
 * a day that does not exist) is left out and named, so that the rest of the list shows.
 */
export function readDeskQuery(params: SearchParams): { query: DeskOrderQuery; ignored: string[] } {
  const values: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const ignored: string[] = [];
  // A range that runs backwards shows only once every value on its own is readable.
  for (;;) {
    const parsed = deskOrderQuerySchema.safeParse(values);
    if (parsed.success) return { query: parsed.data, ignored };
    const wrong = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    if (!wrong.some((key) => key in values)) {
      return { query: deskOrderQuerySchema.parse({}), ignored: [...ignored, ...wrong] };
    }
    for (const key of wrong) delete values[key];
    ignored.push(...wrong);
  }
}

/** The query as the service takes it, without the defaults. */
export function deskQueryInput(query: DeskOrderQuery): DeskOrderQueryInput {
  const input: DeskOrderQueryInput = {};
  for (const key of filterKeys) if (query[key]) input[key] = query[key];
  if (query.sort !== 'newest') input.sort = query.sort;
  if (query.page > 1) input.page = String(query.page);
  return input;
}

/** The list's address with `changes` applied (a new filter starts again at page 1). */
export const deskListHref = (query: DeskOrderQuery, changes: Partial<DeskOrderQuery> = {}) =>
  adminRoutes.orders.list(deskQueryInput({ ...query, ...changes }) as Record<string, string>);

export const hasDeskFilters = (query: DeskOrderQuery) => filterKeys.some((key) => query[key]);

/** The filters in use beside the search (a sort other than the newest first counts): the phone's button shows it. */
export const deskFilterCount = (query: DeskOrderQuery) =>
  filterKeys.filter((key) => key !== 'q' && query[key]).length + (query.sort === 'newest' ? 0 : 1);
