'use client';

import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { formatBDT } from '@/lib/format/money';
import { refundMethods } from '@/lib/ordering/client';
import { Options } from '@/components/ui/form/options';

type Props = { number: string; refundable: number; action: FormAction };

/** Records money given back (the transfer itself is made outside the store). */
export function RefundForm({ number, refundable, action }: Props) {
  const t = useTranslations('admin.orders.refund');
  const words = useTranslations('vocabulary');
  return (
    <StaffForm
      label={t('label')}
      action={action}
      hidden={{ number }}
      clearOnSave={['amount', 'reference', 'note']}
      className="space-y-4"
      submit={{ label: t('submit'), pendingLabel: t('saving') }}
    >
      {(fields) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="amount"
              label={t('amount')}
              hint={t('atMost', { amount: formatBDT(refundable) })}
              error={fields.amount}
              inputMode="decimal"
              autoComplete="off"
            />
            <SelectField name="method" label={t('method')} defaultValue="" error={fields.method}>
              <Options
                items={refundMethods}
                label={(method) => words(`refundMethod.${method}`)}
                none={t('choose')}
              />
            </SelectField>
          </div>
          <TextField
            name="reference"
            label={t('reference')}
            hint={t('referenceHint')}
            error={fields.reference}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            name="note"
            label={t('note')}
            error={fields.note}
            maxLength={500}
            autoComplete="off"
          />
        </>
      )}
    </StaffForm>
  );
}
