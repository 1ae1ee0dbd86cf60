import { formatBDT } from '@/lib/format/money';
import type { DayFigures } from '@/lib/ordering/admin';
import { DayBars, type DayValue } from './day-bars';
import { longDay, shortDay } from './day-format';

const count = (value: number) => String(value);

/** The chart's words for a screen reader: the span, the total, the busiest day, the empty ones. */
function describe(what: string, days: DayValue[], format: (value: number) => string) {
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const busiest = days.reduce((best, day) => (day.value > best.value ? day : best), days[0]!);
  const empty = days.filter((day) => day.value === 0).length;
  const span = `${what} from ${longDay(days[0]!.day)} to ${longDay(days[days.length - 1]!.day)}`;
  if (total === 0) return `${span}: none.`;
  return `${span}: ${format(total)} in all; the most on ${shortDay(busiest.day)}, ${format(
    busiest.value,
  )}; ${empty} ${empty === 1 ? 'day' : 'days'} with none.`;
}

/**
 * The last days' orders and revenue as two bar charts in one figure, with every number in a
 * table under "The numbers" for anyone who reads better that way (or cannot see the bars).
 */
export function LastDaysChart({ days }: { days: DayFigures[] }) {
  const orders = days.map(({ day, orders: value }) => ({ day, value }));
  const revenue = days.map(({ day, revenue: value }) => ({ day, value }));
  return (
    <figure
      aria-labelledby="last-days-caption"
      className="border border-stone-200 bg-white p-5 sm:p-6"
    >
      <figcaption
        id="last-days-caption"
        className="text-ink mb-5 text-xs tracking-[0.2em] uppercase"
      >
        The last {days.length} days, Dhaka time
      </figcaption>
      <div className="grid gap-8 lg:grid-cols-2">
        <DayBars
          id="orders-per-day"
          title="Orders per day"
          description={describe('Orders per day', orders, count)}
          days={orders}
          format={count}
        />
        <DayBars
          id="revenue-per-day"
          title="Revenue per day"
          description={describe('Revenue per day, cancelled orders left out,', revenue, formatBDT)}
          days={revenue}
          format={formatBDT}
        />
      </div>
      <details className="mt-6 text-sm">
        <summary className="text-ink-soft hover:text-ink cursor-pointer underline-offset-4 hover:underline">
          The numbers, day by day
        </summary>
        <div className="mt-4 max-h-96 overflow-y-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Orders and revenue per day, newest first</caption>
            <thead className="text-ink-muted text-xs tracking-[0.15em] uppercase">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 font-normal">
                  Day
                </th>
                <th scope="col" className="py-2 text-right font-normal">
                  Orders
                </th>
                <th scope="col" className="py-2 text-right font-normal">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {days.toReversed().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="text-ink-soft py-2 font-normal">
                    {longDay(day.day)}
                  </th>
                  <td className="py-2 text-right">{day.orders}</td>
                  <td className="py-2 text-right">{formatBDT(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
