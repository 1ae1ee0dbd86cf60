'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { FieldErrors } from '@/lib/api/errors';
import { idleState, type ActionState } from '@/lib/staff/forms/action-state';
import { FormStatus } from '../form-status';

type Props = {
  /** The form's name, for the landmark a screen reader lists. */
  label: string;
  variantId: number;
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
  /** The fields emptied once a save succeeds, ready for the next entry. */
  clearOnSave?: readonly string[];
  className: string;
  /** The fields, with the errors the last save left beside them. */
  children: (fields: FieldErrors) => ReactNode;
  /** The form's button, below the outcome. */
  submit: (pending: boolean) => ReactNode;
};

/**
 * A staff form about one variant. It keeps what was typed when a save is refused (React
 * empties a form after its action otherwise) and puts the focus on the first field to
 * fix; the outcome is read out.
 */
export function VariantForm(props: Props) {
  const { label, variantId, action, clearOnSave = [], className, children, submit } = props;
  const [state, dispatch, pending] = useActionState(action, idleState);
  const formRef = useRef<HTMLFormElement>(null);
  const cleared = clearOnSave.join(' ');

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === 'error') {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (state.status === 'ok') {
      for (const name of cleared.split(' ')) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = '';
      }
    }
  }, [state, cleared]);

  // With the default prevented and a transition started, React runs no form action of its
  // own, so it does not empty the form; `action` still serves a form sent before hydration.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };

  return (
    <form
      ref={formRef}
      action={dispatch}
      onSubmit={onSubmit}
      aria-label={label}
      className={className}
      noValidate
    >
      <input type="hidden" name="variantId" value={variantId} />
      {children(state.status === 'error' ? (state.fields ?? {}) : {})}
      <FormStatus state={state} />
      {submit(pending)}
    </form>
  );
}
