import { useTranslations } from 'next-intl';
import { formatBDT } from '@/lib/format/money';
import type { DayFigures } from '@/lib/ordering/admin';
import { DayBars, type DayValue } from './day-bars';
import { FiguresTable } from './figures-table';
import { longDay, shortDay } from './day-format';

type ChartText = ReturnType<typeof useTranslations<'admin.dashboard.chart'>>;

const count = (value: number) => String(value);

/** The two charts: each a figure of the days, how it reads, and what its description calls it. */
const charts = [
  { id: 'orders-per-day', title: 'orders', span: 'orders', figure: 'orders', format: count },
  {
    id: 'revenue-per-day',
    title: 'revenue',
    span: 'revenueSpan',
    figure: 'revenue',
    format: formatBDT,
  },
] as const;

/** The chart's words for a screen reader: the span, the total, the busiest day, the empty ones. */
function describe(t: ChartText, what: string, days: DayValue[], format: (value: number) => string) {
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const busiest = days.reduce((best, day) => (day.value > best.value ? day : best), days[0]!);
  const empty = days.filter((day) => day.value === 0).length;
  const span = t('span', {
    what,
    first: longDay(days[0]!.day),
    last: longDay(days[days.length - 1]!.day),
  });
  if (total === 0) return t('none', { span });
  return t('summary', {
    span,
    total: format(total),
    busiest: shortDay(busiest.day),
    most: format(busiest.value),
    empty,
  });
}

/**
 * The last days' orders and revenue as two bar charts in one figure, with every number in a
 * table under "The numbers" for anyone who reads better that way (or cannot see the bars).
 */
export function LastDaysChart({ days }: { days: DayFigures[] }) {
  const t = useTranslations('admin.dashboard.chart');
  return (
    <figure
      aria-labelledby="last-days-caption"
      className="border border-stone-200 bg-white p-5 sm:p-6"
    >
      <figcaption
        id="last-days-caption"
        className="text-ink mb-5 text-xs tracking-[0.2em] uppercase"
      >
        {t('caption', { count: days.length })}
      </figcaption>
      <div className="grid gap-8 lg:grid-cols-2">
        {charts.map((chart) => {
          const values = days.map((day) => ({ day: day.day, value: day[chart.figure] }));
          return (
            <DayBars
              key={chart.id}
              id={chart.id}
              title={t(chart.title)}
              description={describe(t, t(chart.span), values, chart.format)}
              days={values}
              format={chart.format}
            />
          );
        })}
      </div>
      <details className="mt-6 text-sm">
        <summary className="text-ink-soft hover:text-ink cursor-pointer underline-offset-4 hover:underline">
          {t('numbers')}
        </summary>
        <div className="mt-4 max-h-96 overflow-y-auto">
          <FiguresTable
            caption={t('tableCaption')}
            hiddenCaption
            head={[t('day'), t('ordersColumn'), t('revenueColumn')]}
            rows={days
              .toReversed()
              .map((day) => ({ ...day, key: day.day, label: longDay(day.day) }))}
          />
        </div>
      </details>
    </figure>
  );
}
