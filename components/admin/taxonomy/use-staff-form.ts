'use client';

import { useActionState, useEffect, useRef, useTransition, type FormEvent } from 'react';
import { idleState, type ActionState } from '@/lib/identity/client';

export type FormAction = (previous: ActionState, form: FormData) => Promise<ActionState>;

/**
 * A staff form bound to a server action. React resets a form once its action has run,
 * which on a refusal would wipe what the staff typed: the form is sent by hand instead,
 * and reset only on success when asked. On a refusal the first field in error takes the
 * focus, so keyboard and screen-reader users land on what to fix.
 */
export function useStaffForm(action: FormAction, { resetOnSuccess = false } = {}) {
  const [state, dispatch, pending] = useActionState(action, idleState);
  const [, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status === 'ok' && resetOnSuccess) formRef.current?.reset();
    if (state.status === 'error') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [state, resetOnSuccess]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // A button that cannot act keeps its focus (aria-disabled, not disabled), but sends nothing.
    if (pending || submitter?.getAttribute('aria-disabled') === 'true') return;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(data));
  };

  return {
    state,
    pending,
    fields: state.status === 'error' ? state.fields : undefined,
    formProps: { ref: formRef, action: dispatch, onSubmit, noValidate: true },
  };
}
