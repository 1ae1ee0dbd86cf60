'use client';

import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import { Options } from '@/components/ui/form/options';
import { emiTenures, type EmiSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';
import { useKeyedRows } from './use-keyed-rows';

const maxPlans = 40;
const planFields = ['bank', 'bankBn', 'minAmount', 'chargePercent'] as const;

/**
 * The banks and tenures the store offers card instalments on: a row each, added and
 * removed, named as a list (plans[0].bank) that the save reads back and keys errors by.
 */
export function EmiPlansForm({ action, emi }: { action: FormAction; emi: EmiSettings }) {
  const t = useTranslations('admin.settings.emiForm');
  const { rows, add, remove } = useKeyedRows(emi.plans, () => ({
    bank: '',
    bankBn: null,
    months: 6,
    minAmount: 5000,
    chargePercent: 0,
  }));
  return (
    <SettingsForm section="emi" action={action} values={{}}>
      {(_bind, fields) => (
        <fieldset className="space-y-5">
          <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">
            {t('plans')}
          </legend>
          {rows.length === 0 && <p className="text-ink-muted text-sm">{t('none')}</p>}
          {rows.map((row, index) => {
            const n = String(index + 1);
            const name = (field: string) => `plans[${index}].${field}`;
            return (
              <fieldset
                key={row.key}
                className="grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_7rem_9rem_7rem_auto] lg:items-end"
              >
                <legend className="sr-only">{t('plan', { n })}</legend>
                {planFields.slice(0, 2).map((field) => (
                  <TextField
                    key={field}
                    name={name(field)}
                    label={t(field)}
                    defaultValue={row[field] ?? ''}
                    error={fields[name(field)]}
                    required={field === 'bank'}
                  />
                ))}
                <SelectField
                  name={name('months')}
                  label={t('months')}
                  defaultValue={String(row.months)}
                  error={fields[name('months')]}
                >
                  <Options items={emiTenures.map(String)} label={(months) => months} />
                </SelectField>
                {planFields.slice(2).map((field) => (
                  <TextField
                    key={field}
                    name={name(field)}
                    label={t(field)}
                    inputMode="decimal"
                    defaultValue={String(row[field])}
                    error={fields[name(field)]}
                    required
                  />
                ))}
                <Button
                  variant="quiet"
                  onClick={() => remove(row.key)}
                  className="lg:mb-3"
                  aria-label={t('remove', { n })}
                >
                  {t('removeShort')}
                </Button>
              </fieldset>
            );
          })}
          {fields.plans && <p className="text-sm text-red-700">{fields.plans}</p>}
          <Button variant="quiet" onClick={add} disabled={rows.length >= maxPlans}>
            {t('add')}
          </Button>
        </fieldset>
      )}
    </SettingsForm>
  );
}
