import { createTable, flexRender, getCoreRowModel, type ColumnDef } from '@tanstack/react-table';
import { EmptyState, type EmptyStateProps } from '../empty-state';
import { Pagination, type PaginationProps } from '../pagination';
import type { DataColumn } from './columns';
import { SortHeader } from './sort-header';

export type DataTableSort = {
  /** The list's sort as the address has it. */
  current: string;
  /** The list's address sorted by `sort` (back at page 1, the filters kept). */
  hrefOf: (sort: string) => string;
};

type Props<Row> = {
  /** The table's name for screen readers: what it lists, which part, how sorted. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: DataTableSort;
  pagination?: PaginationProps;
  /** What to say instead of the table when there are no rows. */
  empty: EmptyStateProps;
  /** A border of its own; false inside a panel that has one. */
  framed?: boolean;
};

const head = 'px-4 py-3 text-xs font-normal tracking-[0.15em] text-ink-soft uppercase';
const cell = 'px-4 py-4 align-top md:first:pl-5 md:last:pr-5';
// On a phone a row is a card of its own, or, inside a panel, a band between rules.
const cardFrame =
  'max-md:border max-md:border-stone-200 max-md:bg-white max-md:p-5 max-md:focus-within:border-stone-400';
const cardDivided = 'max-md:border-b max-md:border-stone-200 max-md:py-5 max-md:last:border-b-0';
const shownFrom = { lg: 'md:max-lg:hidden', xl: 'md:max-xl:hidden' } as const;
const cardCell = {
  title: 'max-md:mb-2 max-md:text-base',
  line: 'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:py-1',
  aside: 'max-md:float-right max-md:mb-2 max-md:ml-4',
  plain: 'max-md:mt-4',
  none: 'max-md:hidden',
} as const;

/** TanStack's column definitions for one area's columns: each cell renders the area's own. */
function definitions<Row>(columns: DataColumn<Row>[]): ColumnDef<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    enableSorting: Boolean(column.sort),
    cell: ({ row }) => column.cell(row.original),
  }));
}

/** The TanStack sorting state of the address's sort: which column, which way. */
function sortingOf<Row>(columns: DataColumn<Row>[], current: string | undefined) {
  for (const column of columns) {
    if (column.sort?.ascending === current) return [{ id: column.id, desc: false }];
    if (column.sort?.descending === current) return [{ id: column.id, desc: true }];
  }
  return [];
}

/**
 * A staff list: a real table on a desktop, the same rows laid out as cards on a phone
 * (CSS at the md breakpoint, one render, one fetch). Sorting, paging and filters live in
 * the address, so the server renders the list and it works without JavaScript; the
 * headers of sortable columns are links. A phone's card names each line itself and has no
 * header row: its sort links would be tab stops nobody sees (the filters' Sort by serves).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  pagination,
  empty,
  framed = true,
}: Props<Row>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const table = createTable<Row>({
    data: rows,
    columns: definitions(columns),
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  table.setOptions((previous) => ({
    ...previous,
    state: { ...table.initialState, sorting: sortingOf(columns, sort?.current) },
  }));
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState framed={framed} {...empty} />
      ) : (
        <div
          className={`md:overflow-x-auto ${framed ? 'md:border md:border-stone-200 md:bg-white' : ''}`}
        >
          <table className="w-full text-sm max-md:block">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-stone-200 max-md:hidden">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id)!;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          column.sort
                            ? sorted
                              ? sorted === 'asc'
                                ? 'ascending'
                                : 'descending'
                              : 'none'
                            : undefined
                        }
                        className={`${head} ${column.align === 'end' ? 'text-right' : 'text-left'} ${column.from ? shownFrom[column.from] : ''} md:first:pl-5 md:last:pr-5`}
                      >
                        {column.quietHeader ? (
                          <span className="sr-only">{column.header}</span>
                        ) : column.sort && sort ? (
                          <SortHeader
                            label={column.header}
                            sort={column.sort}
                            sorted={sorted}
                            hrefOf={sort.hrefOf}
                          />
                        ) : (
                          column.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-stone-100">
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={`max-md:relative max-md:flow-root md:hover:bg-stone-50 ${framed ? cardFrame : cardDivided}`}
                >
                  {row.getVisibleCells().map((tableCell) => {
                    const column = byId.get(tableCell.column.id)!;
                    const card = column.card ?? 'line';
                    return (
                      <td
                        key={tableCell.id}
                        className={`${cell} max-md:block max-md:p-0 ${cardCell[card]} ${column.align === 'end' ? 'md:text-right' : ''} ${column.from ? shownFrom[column.from] : ''}`}
                      >
                        {card === 'line' && (
                          <span className="text-ink-muted shrink-0 text-xs tracking-[0.15em] uppercase md:hidden">
                            {column.header}
                          </span>
                        )}
                        <div className={card === 'line' ? 'max-md:text-right' : ''}>
                          {flexRender(tableCell.column.columnDef.cell, tableCell.getContext())}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
