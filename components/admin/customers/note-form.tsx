'use client';

import { SubmitButton } from '@/components/account/submit-button';
import { customerNoteLength } from '@/lib/customers/client';
import { TextAreaField } from '../content/text-area-field';
import { FormStatus } from '../form-status';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

/** A note about the customer for the rest of the staff; the page shows it once saved. */
export function NoteForm({ action, customerKey }: { action: FormAction; customerKey: string }) {
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-4" aria-label="Add a note">
      <input type="hidden" name="key" value={customerKey} />
      <TextAreaField
        name="body"
        label="New note"
        rows={3}
        maxLength={customerNoteLength}
        hint="Seen by staff only: preferences, measurements taken, what was promised."
        error={errors.body ?? errors.key}
      />
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label="Add note" pendingLabel="Adding…" />
    </form>
  );
}
