import Link from 'next/link';
import { buttonClass } from './button';

export type EmptyStateAction = { href: string; label: string; primary?: boolean };

export type EmptyStateProps = {
  title: string;
  hint: string;
  /** The ways on: a primary action first, then plain links. */
  actions?: EmptyStateAction[];
  /** A border of its own; false inside a panel that has one. */
  framed?: boolean;
};

/** A list with nothing to show: say why, and offer the way on. */
export function EmptyState({ title, hint, actions = [], framed = true }: EmptyStateProps) {
  return (
    <div
      className={`px-6 text-center ${framed ? 'border border-stone-200 bg-white py-16 sm:py-20' : 'py-10'}`}
    >
      <span aria-hidden="true" className="bg-primary mx-auto mb-6 block h-px w-10" />
      <h2 className="text-ink text-xl font-light tracking-wide sm:text-2xl">{title}</h2>
      <p className="text-ink-soft mx-auto mt-3 max-w-md text-sm leading-relaxed">{hint}</p>
      {actions.length > 0 && (
        <div className="mt-8 flex flex-col items-center gap-4">
          {actions.map((action) => (
            <Link
              key={action.href + action.label}
              href={action.href}
              className={
                action.primary
                  ? buttonClass({ variant: 'primary' })
                  : buttonClass({ variant: 'quiet' })
              }
            >
              {action.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
