'use client';

import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { FormStatus } from '../form-status';
import { useStaffForm, type FormAction } from './use-staff-form';

/** Adds a tag; its filter address is made from the name. */
export function TagCreateForm({ action }: { action: FormAction }) {
  const { state, pending, fields, formProps } = useStaffForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-5" aria-label="Add a tag">
      <TextField
        name="name"
        label="Name"
        autoComplete="off"
        hint="Its filter address is made from the name once and kept when it is renamed."
        error={fields?.name}
        required
      />
      <FormStatus state={state} />
      <SubmitButton pending={pending} label="Add tag" pendingLabel="Adding…" />
    </form>
  );
}
