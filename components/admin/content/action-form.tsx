'use client';

import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/account/submit-button';
import type { FieldErrors } from '@/lib/domain-error';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
import { bindFields, type FieldBinder } from './bind-field';

export type { FormAction };

type Props<T extends Record<string, unknown>> = {
  action: FormAction;
  /** The record the form edits: each field starts from it (see bindFields). */
  values: T;
  /** The form's name for screen readers, when a page holds several. */
  label: string;
  submitLabel: string;
  /** What the button says while the form is on its way: "Saving…" (admin.common) unless said. */
  pendingLabel?: string;
  /** The fields, given a binder of a field's name, value and error, and the errors. */
  children: (bind: FieldBinder<T>, fields: FieldErrors) => ReactNode;
  /** Empty the fields once saved (a form that adds something new). */
  resetOnSuccess?: boolean;
};

/** A staff form about one record, sent to its server action (useActionForm). */
export function ActionForm<T extends Record<string, unknown>>({
  action,
  values,
  label,
  submitLabel,
  pendingLabel,
  children,
  resetOnSuccess = false,
}: Props<T>) {
  const common = useTranslations('admin.common');
  const { reply, pending, errors, formProps } = useActionForm(action, { resetOnSuccess });
  return (
    <form {...formProps} aria-label={label} className="space-y-5">
      {children(bindFields(values, errors), errors)}
      <FormStatus state={reply} />
      <SubmitButton
        pending={pending}
        label={submitLabel}
        pendingLabel={pendingLabel ?? common('saving')}
      />
    </form>
  );
}
