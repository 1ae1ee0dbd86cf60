'use client';

import { useTranslations } from '#intl';
import { SubmitButton } from '@/components/account/submit-button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { customerNoteLength } from '@/lib/customers/client';
import { TextAreaField } from '../content/text-area-field';
import { FormStatus } from '../form-status';

/** A note about the customer for the rest of the staff; the page shows it once saved. */
export function NoteForm({ action, customerKey }: { action: FormAction; customerKey: string }) {
  const t = useTranslations('admin.customers.noteForm');
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-4" aria-label={t('label')}>
      <input type="hidden" name="key" value={customerKey} />
      <TextAreaField
        name="body"
        label={t('field')}
        rows={3}
        maxLength={customerNoteLength}
        hint={t('hint')}
        error={errors.body ?? errors.key}
      />
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('adding')} />
    </form>
  );
}
