'use client';

import { SubmitButton } from '@/components/account/submit-button';
import { BilingualField, banglaHints } from '../bilingual-field';
import { FormStatus } from '../form-status';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

/** Adds a tag, named in English and Bangla; its filter address is made from the English name. */
export function TagCreateForm({ action }: { action: FormAction }) {
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-5" aria-label="Add a tag">
      <BilingualField
        name="name"
        label="Name"
        errors={errors}
        autoComplete="off"
        english={{
          required: true,
          hint: 'Its filter address is made from the name once and kept when it is renamed.',
        }}
        bangla={{ maxLength: 80, hint: banglaHints.name }}
      />
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label="Add tag" pendingLabel="Adding…" />
    </form>
  );
}
