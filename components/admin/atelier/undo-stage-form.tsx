'use client';

import { useTranslations } from '#intl';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/ui/form/use-action-form';
import type { AtelierStage } from '@/lib/ordering/client';

type Props = {
  number: string;
  lineId: number;
  piece: string;
  /** The piece's last stage done: the only one that can be taken back. */
  stage: AtelierStage;
  action: FormAction;
};

/** Takes back a stage marked done by mistake; it is planned again. */
export function UndoStageForm({ number, lineId, piece, stage, action }: Props) {
  const t = useTranslations('admin.atelier.undo');
  const stages = useTranslations('vocabulary.atelierStage');
  return (
    <StaffForm
      label={t('label', { stage: stages(stage), piece })}
      action={action}
      hidden={{ number, line: lineId, stage }}
      className="mt-2"
      submit={{ label: t('submit'), pendingLabel: t('pending'), look: 'secondary' }}
    >
      {() => null}
    </StaffForm>
  );
}
