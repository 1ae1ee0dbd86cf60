'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import type { ActionState } from '@/lib/identity/client';
import type { AdjustmentReason } from '@/lib/catalogue/admin';
import { ReasonChoice } from './reason-choice';
import { VariantForm } from './variant-form';

type Props = {
  variantId: number;
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
};

/** Records pieces received, sold in the shop or damaged, or the pieces counted on the shelf. */
export function AdjustForm({ variantId, action }: Props) {
  const t = useTranslations('admin.stock.adjust');
  const common = useTranslations('admin.common');
  const [reason, setReason] = useState<AdjustmentReason>('received');
  // A correction asks for the pieces counted; every other reason for how many pieces moved.
  const pieces =
    reason === 'correction'
      ? { name: 'counted', label: t('counted'), hint: t('countedHint') }
      : { name: 'change', label: t('quantity'), hint: t(`quantityHint.${reason}`) };
  return (
    <VariantForm
      label={t('label')}
      variantId={variantId}
      action={action}
      clearOnSave={['change', 'counted', 'note']}
      className="space-y-5"
      submit={{ label: common('save'), pendingLabel: common('saving'), look: 'wide' }}
    >
      {(fields) => (
        <>
          <ReasonChoice value={reason} onChange={setReason} error={fields.reason} />
          <Field
            key={pieces.name}
            label={pieces.label}
            hint={pieces.hint}
            error={fields[pieces.name]}
          >
            <input name={pieces.name} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label={t('note')} hint={t('noteHint')} error={fields.note}>
            <input name="note" maxLength={500} autoComplete="off" />
          </Field>
        </>
      )}
    </VariantForm>
  );
}
