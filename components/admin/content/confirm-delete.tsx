'use client';

import { useActionState } from 'react';
import { idleState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import type { FormAction } from './action-form';

type Props = {
  action: FormAction;
  /** The hidden fields that name what is deleted. */
  fields: Record<string, string | number>;
  summary: string;
  warning: string;
  button: string;
};

/** A deletion that takes two presses: the first opens the warning, the second deletes. */
export function ConfirmDelete({ action, fields, summary, warning, button }: Props) {
  const [state, remove, removing] = useActionState(action, idleState);
  return (
    <details>
      <summary className="cursor-pointer text-sm text-red-800 underline underline-offset-4">
        {summary}
      </summary>
      <form action={remove} className="mt-3 space-y-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-ink-soft text-sm">{warning}</p>
        <button
          type="submit"
          disabled={removing}
          className="h-10 bg-red-800 px-4 text-xs tracking-[0.2em] text-white uppercase"
        >
          {removing ? 'Deleting…' : button}
        </button>
        <FormStatus state={state} />
      </form>
    </details>
  );
}
