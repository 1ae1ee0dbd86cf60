import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type UpcomingFittingDay, shortDayLabel } from '@/lib/fittings/admin';
import { adminRoutes } from '@/lib/identity/client';
import { GlancePanel, glanceRowClass } from './glance-panel';

/** The next few fittings at the atelier, each with its day and time, and the way to them all. */
export function NextFittingsPanel({ days }: { days: UpcomingFittingDay[] }) {
  const t = useTranslations('admin.dashboard.fittings');
  return (
    <GlancePanel
      id="next-fittings"
      title={t('title')}
      more={{
        href: adminRoutes.fittings.list({ view: 'upcoming' }),
        label: t('all'),
        hidden: t('allHidden'),
      }}
    >
      {days.length === 0 ? (
        <p className="text-ink-soft mt-3 text-sm">{t('none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {days.flatMap(({ day, fittings }) =>
            fittings.map((fitting) => (
              <li key={fitting.id}>
                <Link
                  href={adminRoutes.fittings.list({ day })}
                  className={`${glanceRowClass} items-baseline`}
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
    </GlancePanel>
  );
}
