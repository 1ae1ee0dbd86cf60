import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  /** The way to the whole list the panel glances at; `hidden` adds words for screen readers. */
  more: { href: string; label: string; hidden: string };
  children: ReactNode;
};

/** A titled panel of the dashboard: a few of a list's rows, and the way to all of them. */
export function GlancePanel({ id, title, more, children }: Props) {
  return (
    <section aria-labelledby={id} className="border border-stone-200 bg-white p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-ink text-xs tracking-[0.2em] uppercase">
          {title}
        </h2>
        <Link href={more.href} className="text-ink text-sm underline-offset-4 hover:underline">
          {more.label}
          <span className="sr-only">{more.hidden}</span> →
        </Link>
      </div>
      {children}
    </section>
  );
}

/** One row of a glance: a link to the record, its name on the left and a figure on the right. */
export const glanceRowClass = 'flex justify-between gap-4 py-3 transition-colors hover:bg-stone-50';
