import type { ReactNode } from 'react';

/** A column's two sort values in the list's address (`sort=oldest`, `sort=-price`). */
export type ColumnSort = {
  ascending: string;
  descending: string;
  /** The direction a click on an unsorted header asks for: dates and totals start high. */
  first: 'ascending' | 'descending';
};

/** One column of a staff list, as its area describes it. */
export type DataColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /** On a desktop, shown only from this width on (a phone's card always shows it). */
  from?: 'lg' | 'xl';
  /**
   * In a phone's card: the card's title (no label), a labelled line, beside the lines
   * on the right (a photo), a block without a label (a row's buttons), or left out.
   */
  card?: 'title' | 'line' | 'aside' | 'plain' | 'none';
  /** The header names the column for screen readers alone (a photo's column). */
  quietHeader?: boolean;
  sort?: ColumnSort;
};

/** The classes of a cell's main link: on a phone it covers the whole card. */
export const rowLinkClass =
  'text-ink hover:text-primary-800 font-medium tracking-wide underline-offset-4 hover:underline max-md:after:absolute max-md:after:inset-0';
