'use client';

import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import type { AdvanceKind, PaymentSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';
import { Options } from '@/components/ui/form/options';
import { CheckboxField } from '../taxonomy/checkbox-field';

// Not from the schema: this renders in the browser, which need not load zod.
const kinds: AdvanceKind[] = ['delivery', 'percentage'];

/** The cash-on-delivery advance: from which order total it is asked, and how much it is. */
export function PaymentForm({ action, payment }: { action: FormAction; payment: PaymentSettings }) {
  const t = useTranslations('admin.settings.paymentForm');
  const words = useTranslations('vocabulary');
  return (
    <SettingsForm section="payment" action={action} values={payment}>
      {(bind, fields) => (
        <>
          <TextField
            label={t('advanceFrom')}
            inputMode="numeric"
            hint={t('advanceFromHint')}
            {...bind('codAdvanceFrom')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label={t('kind')} {...bind('advanceKind')}>
              <Options items={kinds} label={(kind) => words(`advanceKind.${kind}`)} />
            </SelectField>
            <TextField
              label={t('percent')}
              inputMode="numeric"
              hint={t('percentHint')}
              {...bind('advancePercent')}
            />
          </div>
          {/* Where the advance is set, what the law allows (docs/decisions.md 22). */}
          <p className="text-ink-soft border-primary-300 border-l-2 pl-3 text-sm leading-6">
            {t('law')}
          </p>
          <TextField
            label={t('madeToMeasurePercent')}
            inputMode="numeric"
            hint={t('madeToMeasurePercentHint')}
            {...bind('madeToMeasurePercent')}
          />
          <CheckboxField
            name="escrow"
            label={t('escrow')}
            defaultChecked={payment.escrow}
            error={fields.escrow}
          />
        </>
      )}
    </SettingsForm>
  );
}
