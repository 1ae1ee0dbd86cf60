import type { ActionState } from '@/lib/identity/client';

/** A form's outcome, read out by screen readers as it appears. */
export function FormStatus({ state }: { state: ActionState<unknown> }) {
  return (
    <p
      role={state.status === 'error' ? 'alert' : 'status'}
      className={`min-h-5 text-sm ${state.status === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
    >
      {state.status === 'idle' ? '' : state.message}
    </p>
  );
}
