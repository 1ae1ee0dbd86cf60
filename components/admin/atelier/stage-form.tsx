'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { StaffForm } from '@/components/admin/staff-form';
import { TextAreaField } from '@/components/admin/products/form/text-area-field';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
import { photoAccept } from '@/components/admin/photos/upload-checks';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { announcedByDefault, type AtelierStage } from '@/lib/ordering/client';

type Props = {
  number: string;
  lineId: number;
  piece: string;
  stage: AtelierStage;
  /** Today in Dhaka, the day the form offers. */
  today: string;
  action: FormAction;
};

/**
 * Marks a piece's next stage done: the day, a note for the desk, an optional photo she
 * sees, and whether to tell her (ticked for the stages she waits for).
 */
export function StageForm({ number, lineId, piece, stage, today, action }: Props) {
  const t = useTranslations('admin.atelier.form');
  const stages = useTranslations('vocabulary.atelierStage');
  const common = useTranslations('admin.common');
  const stageName = stages(stage);
  return (
    <StaffForm
      label={t('label', { stage: stageName, piece })}
      action={action}
      hidden={{ number, line: lineId, stage }}
      clearOnSave={['note', 'photo']}
      className="space-y-4 border-t border-stone-200 pt-4"
      submit={{ label: t('submit', { stage: stageName }), pendingLabel: common('saving') }}
    >
      {(fields) => (
        <>
          <TextField
            name="doneOn"
            type="date"
            label={t('doneOn')}
            defaultValue={today}
            max={today}
            error={fields.doneOn}
            required
          />
          <TextAreaField
            name="note"
            label={t('note')}
            hint={t('noteHint')}
            error={fields.note}
            maxLength={500}
            rows={2}
          />
          <TextField
            name="photo"
            type="file"
            accept={photoAccept}
            label={t('photo')}
            hint={t('photoHint')}
            error={fields.photo}
          />
          <CheckboxField
            // Drawn anew for each stage, so that the next one is ticked by its own default.
            key={stage}
            name="tell"
            label={t('tell')}
            hint={t('tellHint')}
            defaultChecked={announcedByDefault.has(stage)}
            error={fields.tell}
          />
        </>
      )}
    </StaffForm>
  );
}
