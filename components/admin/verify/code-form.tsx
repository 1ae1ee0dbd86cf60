'use client';

import { useActionState } from 'react';
import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';

type Props = {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
  method: 'totp' | 'recovery' | 'sms';
  label: string;
  hint?: string;
  next: string;
};

/** One code field for the second step; a recovery code is letters, the others digits. */
export function CodeForm({ action, method, label, hint, next }: Props) {
  const [state, submit, pending] = useActionState(action, idleState);
  const digits = method !== 'recovery';
  return (
    <form action={submit} className="space-y-5" noValidate>
      <input type="hidden" name="method" value={method} />
      <input type="hidden" name="next" value={next} />
      <TextField
        name="code"
        label={label}
        hint={hint}
        error={state.status === 'error' ? state.fields?.code : undefined}
        autoComplete="one-time-code"
        inputMode={digits ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <FormStatus state={state.status === 'error' && state.fields?.code ? idleState : state} />
      <SubmitButton pending={pending} label="Continue" pendingLabel="Checking…" wide />
    </form>
  );
}
