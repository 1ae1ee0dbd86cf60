'use client';

import { SubmitButton } from '@/components/account/submit-button';
import { BilingualField, banglaHints } from '../bilingual-field';
import { FormStatus } from '../form-status';
import { useStaffForm, type FormAction } from './use-staff-form';

/** Adds a tag, named in English and Bangla; its filter address is made from the English name. */
export function TagCreateForm({ action }: { action: FormAction }) {
  const { state, pending, fields, formProps } = useStaffForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-5" aria-label="Add a tag">
      <BilingualField
        name="name"
        label="Name"
        errors={fields}
        autoComplete="off"
        english={{
          required: true,
          hint: 'Its filter address is made from the name once and kept when it is renamed.',
        }}
        bangla={{ maxLength: 80, hint: banglaHints.name }}
      />
      <FormStatus state={state} />
      <SubmitButton pending={pending} label="Add tag" pendingLabel="Adding…" />
    </form>
  );
}
