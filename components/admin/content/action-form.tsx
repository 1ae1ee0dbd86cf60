'use client';

import { startTransition, useActionState, useEffect, useRef, type ReactNode } from 'react';
import { SubmitButton } from '@/components/account/submit-button';
import type { FieldErrors } from '@/lib/domain-error';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import { bindFields, type FieldBinder } from './bind-field';

export type FormAction = (previous: ActionState, form: FormData) => Promise<ActionState>;

type Props<T extends Record<string, unknown>> = {
  action: FormAction;
  /** The record the form edits: each field starts from it (see bindFields). */
  values: T;
  /** The form's name for screen readers, when a page holds several. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** The fields, given a binder of a field's name, value and error, and the errors. */
  children: (bind: FieldBinder<T>, fields: FieldErrors) => ReactNode;
  /** Empty the fields once saved (a form that adds something new). */
  resetOnSuccess?: boolean;
};

/**
 * A staff form sent to its server action. It is submitted by script rather than as a form
 * action, so that a refused save keeps what was typed (React resets a form action's fields)
 * and shows each message beside its field.
 */
export function ActionForm<T extends Record<string, unknown>>({
  action,
  values,
  label,
  submitLabel,
  pendingLabel,
  children,
  resetOnSuccess = false,
}: Props<T>) {
  const [state, submit, pending] = useActionState(action, idleState);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (resetOnSuccess && state.status === 'ok') form.current?.reset();
  }, [resetOnSuccess, state]);
  const fields = state.status === 'error' ? (state.fields ?? {}) : {};
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  };
  return (
    <form ref={form} onSubmit={onSubmit} aria-label={label} className="space-y-5" noValidate>
      {children(bindFields(values, fields), fields)}
      <FormStatus state={state} />
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
