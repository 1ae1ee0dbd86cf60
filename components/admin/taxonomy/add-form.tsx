'use client';

import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import type { FieldErrors } from '@/lib/domain-error';
import { ActionForm } from '../content/action-form';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  action: FormAction;
  label: string;
  submitLabel: string;
  children: (errors: FieldErrors) => ReactNode;
};

/** A form that adds something: it starts empty, and empties again once it is added. */
export function AddForm({ action, label, submitLabel, children }: Props) {
  const t = useTranslations('admin.taxonomy.common');
  return (
    <ActionForm
      action={action}
      values={{}}
      label={label}
      submitLabel={submitLabel}
      pendingLabel={t('adding')}
      resetOnSuccess
    >
      {(_, errors) => children(errors)}
    </ActionForm>
  );
}
