'use client';

import { useTranslations } from '#intl';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; id: number; name: string; step: 'called' | 'dismiss' };

/** "Mark called" or "Dismiss" for one unfinished checkout; the member is recorded on the server. */
export function UnfinishedStepForm({ action, id, name, step }: Props) {
  const t = useTranslations('admin.orders.unfinished');
  return (
    <StaffForm
      label={t('stepLabel', { step, name })}
      action={action}
      hidden={{ id, step }}
      className="space-y-2"
      submit={{
        label: step === 'called' ? t('called') : t('dismiss'),
        pendingLabel: step === 'called' ? t('calling') : t('dismissing'),
        look: 'secondary',
      }}
    >
      {() => null}
    </StaffForm>
  );
}
