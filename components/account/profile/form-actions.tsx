'use client';

import { useTranslations } from '#intl';
import { SubmitButton } from '../submit-button';
import { Button } from '@/components/ui/button';

type FormActionsProps = {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  onCancel: () => void;
};

/** Save and Cancel under a profile form. */
export function FormActions({ pending, label, pendingLabel, onCancel }: FormActionsProps) {
  const t = useTranslations('account.buttons');
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel ?? t('saving')} />
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
