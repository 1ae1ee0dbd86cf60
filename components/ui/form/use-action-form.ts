'use client';

import { useForm } from '@conform-to/react';
import { startTransition, useActionState, useEffect, useRef } from 'react';
import { firstFieldErrors, idleReply, type FormReply } from '@/lib/http/form-reply';
import { formAttributes } from './form-attributes';

export type FormAction<T = undefined> = (
  previous: FormReply<T>,
  form: FormData,
) => Promise<FormReply<T>>;

/**
 * The first control, in the form's order, that this reply refused. Read from the reply
 * itself: Conform marks the fields a render later, when the last reply's marks still show.
 */
function firstFieldInError(form: HTMLFormElement, fields: Record<string, string> = {}) {
  const names = new Set(Object.keys(fields));
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && names.has(name) && element instanceof HTMLElement) return element;
  }
  return form.querySelector<HTMLElement>('[aria-invalid="true"]');
}

type Options = {
  /** A fixed id, when controls outside the form belong to it (`form=` attributes). */
  id?: string;
  /** Empties the form once a save succeeds, ready for the next entry. */
  resetOnSuccess?: boolean;
  /** Or only these fields: what the next entry types anew. */
  clearOnSave?: readonly string[];
};

/** What `useActionState` gives for a form's action: its last reply, its dispatch, and whether it is on its way. */
export type ActionFormState<T = undefined> = readonly [
  reply: FormReply<T>,
  dispatch: (form: FormData) => void,
  pending: boolean,
];

type SharedOptions = Options & {
  /** Told just before the form sends by script: which of several forms sharing a state sent. */
  onSend?: () => void;
};

/**
 * A form bound to a server action through Conform (docs/architecture.md, "Forms"). The
 * schema stays on the server: the action parses the form and its reply puts each error
 * beside its field (`fields.name.errors`, or `errors.name` for a control that takes a
 * message) and keeps what was typed. The form is sent by
 * hand, so React does not empty it after its action; before hydration it posts natively.
 * On a refusal the first field in error takes the focus.
 */
export function useActionForm<T = undefined>(action: FormAction<T>, options: Options = {}) {
  const state = useActionState(action, idleReply as FormReply<T>);
  return useStateForm(state, options);
}

/**
 * `useActionForm` on a state the caller holds: for several forms that share one action's
 * outcome in a part of the page that outlives them. `dispatch` must be `useActionState`'s
 * own for the action, so that the form still posts natively before hydration.
 */
export function useStateForm<T = undefined>(
  [reply, dispatch, pending]: ActionFormState<T>,
  options: SharedOptions = {},
) {
  const { id, resetOnSuccess = false, clearOnSave = [], onSend } = options;
  const cleared = clearOnSave.join(' ');
  const ref = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    lastResult: reply.status === 'idle' ? undefined : reply.submission,
    shouldValidate: 'onSubmit',
    onSubmit(event, { formData }) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // A button that cannot act keeps its focus (aria-disabled, not disabled), but sends nothing.
      if (pending || submitter?.getAttribute('aria-disabled') === 'true') return;
      startTransition(() => {
        onSend?.();
        dispatch(formData);
      });
    },
  });

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    if (reply.status === 'ok' && resetOnSuccess) form.reset();
    if (reply.status === 'ok') {
      for (const name of cleared.split(' ').filter(Boolean)) {
        form
          .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)
          .forEach((field) => (field.value = ''));
      }
    }
    if (reply.status === 'error') firstFieldInError(form, reply.fields)?.focus();
  }, [reply, resetOnSuccess, cleared]);

  return {
    reply,
    pending,
    form,
    fields,
    errors: firstFieldErrors(form.allErrors),
    formProps: { ...formAttributes(form), ref, action: dispatch },
  };
}
