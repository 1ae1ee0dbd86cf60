import Link from 'next/link';
import { type UpcomingFittingDay, shortDayLabel } from '@/lib/fittings/admin';
import { adminRoutes } from '@/lib/identity/client';

/** The next few fittings at the atelier, each with its day and time, and the way to them all. */
export function NextFittingsPanel({ days }: { days: UpcomingFittingDay[] }) {
  return (
    <section
      aria-labelledby="next-fittings"
      className="border border-stone-200 bg-white p-5 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="next-fittings" className="text-ink text-xs tracking-[0.2em] uppercase">
          Next fittings
        </h2>
        <Link
          href={adminRoutes.fittings.list({ view: 'upcoming' })}
          className="text-ink text-sm underline-offset-4 hover:underline"
        >
          All upcoming<span className="sr-only"> fittings</span> →
        </Link>
      </div>
      {days.length === 0 ? (
        <p className="text-ink-soft mt-3 text-sm">No fittings are booked from now on.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {days.flatMap(({ day, fittings }) =>
            fittings.map((fitting) => (
              <li key={fitting.id}>
                <Link
                  href={adminRoutes.fittings.list({ day })}
                  className="flex items-baseline justify-between gap-4 py-3 transition-colors hover:bg-stone-50"
                >
                  <span className="text-ink min-w-0 truncate">{fitting.name}</span>
                  <span className="text-ink-soft shrink-0 text-sm tabular-nums">
                    {shortDayLabel(day)} · {fitting.time}
                  </span>
                </Link>
              </li>
            )),
          )}
        </ul>
      )}
    </section>
  );
}
