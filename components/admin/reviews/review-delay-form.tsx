'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/ui/form/use-action-form';

/** How many days after delivery she is asked for her reviews. */
export function ReviewDelayForm({ action, days }: { action: FormAction; days: number }) {
  const t = useTranslations('admin.reviews');
  return (
    <StaffForm
      label={t('delayForm')}
      action={action}
      hidden={{}}
      className="grid gap-4 sm:flex sm:flex-wrap sm:items-end"
      submit={{ label: t('saveDelay'), pendingLabel: t('savingDelay') }}
    >
      {(errors) => (
        <TextField
          name="requestDelayDays"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          label={t('delay')}
          hint={t('delayHint')}
          error={errors.requestDelayDays}
          defaultValue={days}
          className="max-w-md"
          required
        />
      )}
    </StaffForm>
  );
}
