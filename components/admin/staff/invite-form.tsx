'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { idleState, type ActionState, roleLabels, staffRoles } from '@/lib/identity/client';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormStatus } from '../form-status';

const channels = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'SMS' },
] as const;

type Props = { action: (previous: ActionState, form: FormData) => Promise<ActionState> };

/** The owner invites someone by e-mail or phone, with the role they will have. */
export function InviteForm({ action }: Props) {
  const [state, submit, pending] = useActionState(action, idleState);
  const [channel, setChannel] = useState<'email' | 'phone'>('email');
  const fields = state.status === 'error' ? state.fields : undefined;

  // Sent from script, the form is not reset after the action (React resets a form given to
  // `action`): a refused invitation keeps its channel, its radio and what was typed. Without
  // JavaScript the browser posts it to `action` as before.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  };

  return (
    <form action={submit} onSubmit={onSubmit} className="space-y-5" noValidate>
      <ChoiceGroup
        type="radio"
        name="channel"
        legend="Send by"
        look="plain"
        choices={channels}
        value={channel}
        onChange={setChannel}
      />
      <TextField
        key={channel}
        name="identifier"
        label={channel === 'email' ? 'E-mail address' : 'Mobile number'}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete="off"
        error={fields?.identifier}
        required
      />
      <SelectField name="role" label="Role" defaultValue="staff" error={fields?.role}>
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </SelectField>
      <FormStatus state={state} />
      <SubmitButton pending={pending} label="Send invitation" pendingLabel="Sending…" />
    </form>
  );
}
