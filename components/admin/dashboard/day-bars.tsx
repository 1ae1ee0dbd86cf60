import { useTranslations } from 'next-intl';
import { shortDay } from './day-format';

export type DayValue = { day: string; value: number };

type Props = {
  id: string;
  title: string;
  /** What the chart shows, in words, for a screen reader: the totals and the busiest day. */
  description: string;
  days: DayValue[];
  format: (value: number) => string;
};

const slot = 10;
const height = 100;
/** Headroom above the tallest bar; a day with none still shows a sliver, so it reads as a day. */
const tallest = 92;
const sliver = 1.2;

/**
 * A bar per day, drawn on the server as SVG: it stretches to the column's width, so its text
 * (the scale, the first and last day) is HTML beside it and stays legible on a phone.
 */
export function DayBars({ id, title, description, days, format }: Props) {
  const t = useTranslations('admin.dashboard.chart');
  const max = Math.max(0, ...days.map((day) => day.value));
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="text-ink text-sm">{title}</h3>
        <p className="text-ink-muted text-xs tabular-nums" aria-hidden="true">
          {t('most', { value: format(max) })}
        </p>
      </div>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${days.length * slot} ${height}`}
        preserveAspectRatio="none"
        className="mt-3 block h-28 w-full sm:h-32"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line
          x1="0"
          x2={days.length * slot}
          y1={height}
          y2={height}
          className="stroke-stone-300"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const barHeight = max > 0 && day.value > 0 ? (day.value / max) * tallest : sliver;
          return (
            <rect
              key={day.day}
              x={index * slot + 1.5}
              y={height - barHeight}
              width={slot - 3}
              height={barHeight}
              className={day.value > 0 ? 'fill-primary-600' : 'fill-stone-200'}
            >
              <title>{`${shortDay(day.day)}: ${format(day.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="text-ink-muted mt-2 flex justify-between text-xs" aria-hidden="true">
          <span>{shortDay(first.day)}</span>
          <span>{shortDay(last.day)}</span>
        </div>
      )}
    </div>
  );
}
