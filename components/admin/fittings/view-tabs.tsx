import Link from 'next/link';
import { adminRoutes } from '@/lib/identity/client';

export type FittingsView = 'day' | 'upcoming';

const views: { view: FittingsView; label: string }[] = [
  { view: 'upcoming', label: 'Upcoming' },
  { view: 'day', label: 'By day' },
];

/** The two ways to see the fittings: the ones to come, or one day slot by slot. */
export function FittingsViewTabs({ current }: { current: FittingsView }) {
  return (
    <nav aria-label="Fittings view" className="mb-6 flex gap-2 text-sm">
      {views.map(({ view, label }) => (
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
          {label}
        </Link>
      ))}
    </nav>
  );
}
