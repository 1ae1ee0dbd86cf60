'use client';

import { useActionState } from 'react';
import { secondaryButtonClass } from '@/components/account/form-styles';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

type Props = {
  name: string;
  id: string;
  /** What the job is, for the buttons' names: "Send an SMS or e-mail: SMS to +880…". */
  title: string;
  /** Only a job that has given up can be retried; one still trying can only be dropped. */
  canRetry: boolean;
  actions: { retry: Action; drop: Action };
};

function JobFields({ name, id }: { name: string; id: string }) {
  return (
    <>
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/** Retry a failed job now, or drop it after a second, explicit confirmation. */
export function JobActions({ name, id, title, canRetry, actions }: Props) {
  const [retryState, retry, retrying] = useActionState(actions.retry, idleState);
  const [dropState, drop, dropping] = useActionState(actions.drop, idleState);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        {canRetry && (
          <form action={retry}>
            <JobFields name={name} id={id} />
            <button
              type="submit"
              disabled={retrying}
              aria-label={`Retry: ${title}`}
              className={`${secondaryButtonClass} h-10! px-5!`}
            >
              {retrying ? 'Retrying…' : 'Retry'}
            </button>
          </form>
        )}
        <details className="group">
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm text-red-800 underline underline-offset-4">
            Drop<span className="sr-only">: {title}</span>
          </summary>
          <form action={drop} className="mt-3 max-w-xs space-y-2">
            <JobFields name={name} id={id} />
            <p className="text-ink-soft text-sm">
              The job is deleted and never runs. A message it would have sent is not sent.
            </p>
            <button
              type="submit"
              disabled={dropping}
              className="h-10 bg-red-800 px-4 text-xs tracking-[0.2em] text-white uppercase disabled:bg-stone-400"
            >
              {dropping ? 'Dropping…' : 'Drop this job'}
            </button>
          </form>
        </details>
      </div>
      <FormStatus state={dropState.status !== 'idle' ? dropState : retryState} />
    </div>
  );
}
