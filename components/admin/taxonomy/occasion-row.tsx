import Link from 'next/link';
import type { AdminOccasion } from '@/lib/catalogue/admin';
import { StepButtons } from './step-buttons';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { adminRoutes } from '@/lib/identity/client';

type Props = { occasion: AdminOccasion; move: FormAction };

const editClass =
  'inline-flex h-11 items-center border border-stone-300 bg-white px-4 text-xs tracking-[0.15em] text-ink uppercase transition-colors hover:border-ink';

/** One occasion: its names, address and categories, its place in the order, and its edit. */
export function OccasionRow({ occasion, move }: Props) {
  const { id, name, nameBn, url, categoryLabels } = occasion;
  return (
    <div className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-ink">
          <Link
            href={adminRoutes.occasions.edit(id)}
            className="hover:decoration-primary font-medium underline-offset-4 hover:underline"
          >
            {name}
          </Link>
          {nameBn && (
            <span lang="bn" className="text-ink-soft ml-2">
              {nameBn}
            </span>
          )}
        </p>
        <p className="text-ink-muted text-xs break-all">
          {url} · {categoryLabels.length ? categoryLabels.join(', ') : 'No category yet'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StepButtons
          action={move}
          field="occasionId"
          id={id}
          label={name}
          first={occasion.first}
          last={occasion.last}
        />
        <Link href={adminRoutes.occasions.edit(id)} className={editClass}>
          Edit<span className="sr-only"> {name}</span>
        </Link>
      </div>
    </div>
  );
}
