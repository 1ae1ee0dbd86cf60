'use client';

import type { ReactNode } from 'react';
import { useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import type { FieldErrors } from '../form-values';
import { FormNotice } from '../form-notice';
import { FormActions } from './form-actions';
import type { SectionHold } from './use-profile-section';

type ProfileFormProps<T> = {
  /** The form's name, for the landmark a screen reader lists. */
  label: string;
  /** The call that saves it, given what the form holds. */
  send: (form: FormData) => Promise<T>;
  /** Its failure in the page's words: useExplainFailure's, or the form's own. */
  explain: (error: unknown) => ApiFormFailure;
  /** What the section does once it is saved; none when the section moves on by itself. */
  onSaved?: (answer: T) => void;
  /** The section the form belongs to: it takes the focus on opening, Cancel closes it. */
  section: SectionHold;
  saveLabel: string;
  /** What the button says while the call is on its way ("Saving…" unless told). */
  pendingLabel?: string;
  className?: string;
  /** The fields, with the errors the last save left beside them. */
  children: (errors: FieldErrors) => ReactNode;
};

/** One profile section's form, saved through the API (useApiForm): its fields, Save and Cancel. */
export function ProfileForm<T>({
  label,
  send,
  explain,
  onSaved,
  section: { formRef, close },
  saveLabel,
  pendingLabel,
  className,
  children,
}: ProfileFormProps<T>) {
  const { errors, formError, pending, formProps } = useApiForm(send, {
    explain,
    onSuccess: onSaved,
  });
  return (
    <form {...formProps} ref={formRef} aria-label={label} className={className}>
      <FormNotice notice={formError ? { tone: 'error', text: formError } : null} className="mb-6" />
      {children(errors)}
      <FormActions
        pending={pending}
        label={saveLabel}
        pendingLabel={pendingLabel}
        onCancel={close}
      />
    </form>
  );
}
