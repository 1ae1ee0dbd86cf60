import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { adminRoutes } from '@/lib/identity/client';

export type FittingsView = 'day' | 'upcoming';

const views: FittingsView[] = ['upcoming', 'day'];

/** The two ways to see the fittings: the ones to come, or one day slot by slot. */
export function FittingsViewTabs({ current }: { current: FittingsView }) {
  const t = useTranslations('admin.fittings.views');
  return (
    <nav aria-label={t('label')} className="mb-6 flex gap-2 text-sm">
      {views.map((view) => (
        <Link
          key={view}
          href={adminRoutes.fittings.list({ view })}
          aria-current={view === current ? 'page' : undefined}
          className={`inline-flex min-h-10 items-center border px-4 ${
            view === current
              ? 'border-ink text-ink'
              : 'text-ink-soft hover:text-ink border-stone-200 bg-white'
          }`}
        >
          {t(view)}
        </Link>
      ))}
    </nav>
  );
}
