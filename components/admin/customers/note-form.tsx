'use client';

import { SubmitButton } from '@/components/account/submit-button';
import { customerNoteLength } from '@/lib/customers/client';
import { TextAreaField } from '../content/text-area-field';
import { FormStatus } from '../form-status';
import { useStaffForm, type FormAction } from '../taxonomy/use-staff-form';

/** A note about the customer for the rest of the staff; the page shows it once saved. */
export function NoteForm({ action, customerKey }: { action: FormAction; customerKey: string }) {
  const { state, pending, fields, formProps } = useStaffForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-4" aria-label="Add a note">
      <input type="hidden" name="key" value={customerKey} />
      <TextAreaField
        name="body"
        label="New note"
        rows={3}
        maxLength={customerNoteLength}
        hint="Seen by staff only: preferences, measurements taken, what was promised."
        error={fields?.body ?? fields?.key}
      />
      <FormStatus state={state} />
      <SubmitButton pending={pending} label="Add note" pendingLabel="Adding…" />
    </form>
  );
}
