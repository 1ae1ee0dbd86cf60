'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import { idleState, type ActionState } from '@/lib/identity/client';

export type FormAction = (previous: ActionState, form: FormData) => Promise<ActionState>;

/**
 * A staff form's action state, keeping what was typed when a save is refused (React
 * empties a form after its action otherwise) and putting the focus on the first field to
 * fix; once a save succeeds, the fields named in `clearOnSave` are emptied for the next
 * entry. `ref` goes on the element holding the form (or several forms sharing one state).
 */
export function useKeptForm(action: FormAction, clearOnSave: readonly string[] = []) {
  const [state, dispatch, pending] = useActionState(action, idleState);
  const ref = useRef<HTMLElement>(null);
  const cleared = clearOnSave.join(' ');

  useEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    if (state.status === 'error') {
      holder.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (state.status === 'ok') {
      for (const name of cleared.split(' ').filter(Boolean)) {
        holder
          .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)
          .forEach((field) => (field.value = ''));
      }
    }
  }, [state, cleared]);

  // With the default prevented and a transition started, React runs no form action of its
  // own, so it does not empty the form; `dispatch` still serves a form sent before hydration.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };

  return { state, dispatch, pending, ref, onSubmit };
}
