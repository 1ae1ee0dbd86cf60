'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { fittingTransitions, type FittingStatus } from '@/lib/fittings/client';
import { idleState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import type { FormAction } from '../use-kept-form';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center border border-stone-300 px-4 text-xs tracking-[0.15em] text-ink uppercase transition-colors hover:border-ink disabled:cursor-wait disabled:text-stone-400';

/**
 * The staff's buttons for one booking: each sends the status it names with the version
 * shown, so a booking someone else changed meanwhile is refused rather than overwritten.
 */
export function BookingActions({
  action,
  id,
  version,
  status,
  name,
}: {
  action: FormAction;
  id: number;
  version: number;
  status: FittingStatus;
  name: string;
}) {
  const words = useTranslations('vocabulary');
  const [state, dispatch, pending] = useActionState(action, idleState);
  const next = fittingTransitions[status];
  if (next.length === 0) return null;
  return (
    <form action={dispatch} aria-label={`Change ${name}’s booking`} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <div className="flex flex-wrap items-center gap-2">
        {next.map((to) => (
          <button
            key={to}
            type="submit"
            name="to"
            value={to}
            disabled={pending}
            className={buttonClass}
            aria-label={`${words(`fittingMove.${to}`)}: ${name}`}
          >
            {words(`fittingMove.${to}`)}
          </button>
        ))}
        {next.includes('cancelled') && (
          <label className="text-ink-soft flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="notify" className="accent-primary-700 size-4" />
            SMS her if cancelled
          </label>
        )}
      </div>
      <FormStatus state={state} />
    </form>
  );
}
