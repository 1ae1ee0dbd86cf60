import Link from 'next/link';
import { Panel } from '@/components/admin/panel';
import { type UpcomingFittingDay, dayLabel } from '@/lib/fittings/admin';
import { telHref } from '@/lib/content';
import { adminRoutes } from '@/lib/identity/client';

export const fittingsWord = (count: number) => `${count} ${count === 1 ? 'fitting' : 'fittings'}`;

/** The fittings to come, day by day, each day a link to its page to mark them as they happen. */
export function UpcomingList({ days }: { days: UpcomingFittingDay[] }) {
  if (days.length === 0) {
    return <p className="text-ink-soft text-sm">No fittings are booked from now on.</p>;
  }
  return (
    <ol className="space-y-4">
      {days.map(({ day, fittings }) => (
        <li key={day}>
          <Panel>
            <h2 className="text-ink mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-base">
                {dayLabel(day)} · {fittingsWord(fittings.length)}
              </span>
              <Link
                href={adminRoutes.fittings.list({ day })}
                className="text-ink decoration-primary text-sm underline underline-offset-4"
              >
                Open the day<span className="sr-only"> {dayLabel(day)}</span>
              </Link>
            </h2>
            <ul className="divide-y divide-stone-200">
              {fittings.map((fitting) => (
                <li key={fitting.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[7rem_1fr]">
                  <span className="text-ink tabular-nums">{fitting.time}</span>
                  <span className="space-y-1">
                    <span className="text-ink block">
                      {fitting.name} ·{' '}
                      <a
                        href={telHref(fitting.phone)}
                        className="whitespace-nowrap underline underline-offset-4"
                      >
                        {fitting.phone}
                      </a>
                    </span>
                    {fitting.note && (
                      <span className="text-ink-soft block break-words whitespace-pre-line">
                        {fitting.note}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </li>
      ))}
    </ol>
  );
}
