'use client';

import { useTranslations } from '#intl';
import { StaffForm } from '@/components/admin/staff-form';
import { TextAreaField } from '@/components/admin/products/form/text-area-field';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = { number: string; action: FormAction };

/** A note in the order's timeline: for staff only unless ticked for the shopper. */
export function NoteForm({ number, action }: Props) {
  const t = useTranslations('admin.orders.noteForm');
  const common = useTranslations('admin.common');
  return (
    <StaffForm
      label={t('label')}
      action={action}
      hidden={{ number }}
      clearOnSave={['note']}
      className="space-y-4"
      submit={{ label: t('submit'), pendingLabel: common('saving') }}
    >
      {(fields) => (
        <>
          <TextAreaField
            name="note"
            label={t('note')}
            error={fields.note}
            maxLength={2000}
            rows={3}
          />
          <CheckboxField
            name="public"
            label={t('public')}
            hint={t('publicHint')}
            error={fields.public}
          />
        </>
      )}
    </StaffForm>
  );
}
