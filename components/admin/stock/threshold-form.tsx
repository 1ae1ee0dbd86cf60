'use client';

import { useTranslations } from '#intl';
import { Field } from '@/components/ui/field';
import type { ActionState } from '@/lib/identity/client';
import { VariantForm } from './variant-form';

type Props = {
  variantId: number;
  /** The variant's own threshold; null when it follows the store's default. */
  threshold: number | null;
  storeDefault: number;
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
};

/** The stock at or below which the variant is listed as low; empty for the store's default. */
export function ThresholdForm({ variantId, threshold, storeDefault, action }: Props) {
  const t = useTranslations('admin.stock.thresholdForm');
  const common = useTranslations('admin.common');
  return (
    <VariantForm
      label={t('label')}
      variantId={variantId}
      action={action}
      className="space-y-4"
      submit={{ label: t('save'), pendingLabel: common('saving') }}
    >
      {(fields) => (
        <Field
          label={t('field')}
          hint={t('hint', { threshold: String(storeDefault) })}
          error={fields.threshold}
        >
          <input
            name="threshold"
            defaultValue={threshold ?? ''}
            placeholder={String(storeDefault)}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
      )}
    </VariantForm>
  );
}
