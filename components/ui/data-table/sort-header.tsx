import Link from 'next/link';
import type { SortDirection } from '@tanstack/react-table';
import type { ColumnSort } from './columns';

type Props = {
  label: string;
  sort: ColumnSort;
  /** The column's direction in the current sort, or false. */
  sorted: SortDirection | false;
  hrefOf: (sort: string) => string;
};

/** A sortable header: a link to the list sorted by this column, the other way when it already is. */
export function SortHeader({ label, sort, sorted, hrefOf }: Props) {
  const next = sorted
    ? sorted === 'asc'
      ? sort.descending
      : sort.ascending
    : sort.first === 'ascending'
      ? sort.ascending
      : sort.descending;
  const nextDirection = next === sort.ascending ? 'ascending' : 'descending';
  return (
    <Link
      href={hrefOf(next)}
      className="hover:text-ink inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
    >
      {label}
      <span aria-hidden="true" className={sorted ? 'text-primary-700' : 'text-stone-300'}>
        {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
      </span>
      <span className="sr-only">, sort {nextDirection}</span>
    </Link>
  );
}
