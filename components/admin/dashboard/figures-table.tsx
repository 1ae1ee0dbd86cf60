import type { ReactNode } from 'react';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';

/** A row of the dashboard's tables: what it counts, its orders and their revenue. */
export type FiguresRow = { key: string; label: ReactNode; orders: number; revenue: number };

type Props = {
  id?: string;
  caption: string;
  /** Whether the caption is for screen readers alone (a chart's table, titled by the chart). */
  hiddenCaption?: boolean;
  /** The columns' headings: what the rows are, orders, revenue. */
  head: readonly [rows: string, orders: string, revenue: string];
  rows: FiguresRow[];
};

/** A count as the staff side writes it: grouped, in the staff's digits. */
export const figureCount = (value: number) =>
  localeDigits(new Intl.NumberFormat('en-IN').format(value), staffLocale);

/** Orders and revenue in a table, a row per group (a day, a source, a staff member). */
export function FiguresTable({ id, caption, hiddenCaption, head, rows }: Props) {
  const [what, orders, revenue] = head;
  return (
    <table id={id} className="w-full text-left tabular-nums [&_td]:whitespace-nowrap">
      <caption
        className={
          hiddenCaption ? 'sr-only' : 'text-ink mb-3 text-left text-xs tracking-[0.2em] uppercase'
        }
      >
        {caption}
      </caption>
      <thead className="text-ink-muted text-xs tracking-[0.15em] uppercase">
        <tr className="border-b border-stone-200">
          <th scope="col" className="py-2 pr-3 font-normal">
            {what}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-normal">
            {orders}
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            {revenue}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="text-ink-soft py-2 font-normal break-words">
              {row.label}
            </th>
            <td className="py-2 text-right">{figureCount(row.orders)}</td>
            <td className="py-2 text-right">{formatBDT(row.revenue, staffLocale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
