'use client';

import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { ActionForm, type FormAction } from '@/components/admin/content/action-form';
import { ScheduleFields } from '@/components/admin/content/schedule-fields';
import type { DiscountKind, DiscountScope } from '@/lib/ordering/admin';
import { CategoryChoices, type CategoryOption } from './category-choices';

/** A code's fields as the form starts with them. */
export type DiscountFormValues = {
  id?: number;
  version?: number;
  code: string;
  kind: DiscountKind;
  value: number | null;
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  appliesTo: DiscountScope;
  categoryIds: number[];
  isActive: boolean;
  note: string;
};

export const emptyDiscount: DiscountFormValues = {
  code: '',
  kind: 'percent',
  value: null,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: 1,
  appliesTo: 'all',
  categoryIds: [],
  isActive: true,
  note: '',
};

/** How much an order must come to, and how often a code may be used: empty for none. */
const limits = [
  { name: 'minSubtotal', hint: 'minSubtotalHint' },
  { name: 'usageLimit', hint: 'noLimit' },
  { name: 'perCustomerLimit', hint: 'noLimit' },
] as const;

type Props = {
  action: FormAction;
  code: DiscountFormValues;
  categories: CategoryOption[];
  submitLabel: string;
};

/** Every field of a discount code; an edit sends the version it was opened at. */
export function DiscountForm({ action, code, categories, submitLabel }: Props) {
  const t = useTranslations('admin.discounts.form');
  const values = { ...code, minSubtotal: code.minSubtotal || null };
  return (
    <ActionForm
      action={action}
      values={values}
      label={code.id ? t('editLabel', { code: code.code }) : t('newLabel')}
      submitLabel={submitLabel}
    >
      {(bind, fields) => (
        <>
          {code.id && <input type="hidden" name="id" value={code.id} />}
          {code.version && <input type="hidden" name="version" value={code.version} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('code')}
              hint={t('codeHint')}
              required
              maxLength={32}
              autoCapitalize="characters"
              className="[&_input]:uppercase"
              spellCheck={false}
              {...bind('code')}
            />
            <TextField label={t('note')} maxLength={200} {...bind('note')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label={t('kind')} {...bind('kind')}>
              <option value="percent">{t('percent')}</option>
              <option value="fixed">{t('fixed')}</option>
            </SelectField>
            <TextField
              label={t('value')}
              hint={t('valueHint')}
              inputMode="numeric"
              required
              {...bind('value')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            {limits.map((limit) => (
              <TextField
                key={limit.name}
                label={t(limit.name)}
                hint={t(limit.hint)}
                inputMode="numeric"
                {...bind(limit.name)}
              />
            ))}
          </div>
          <ScheduleFields of="discount" values={{ ...code, on: code.isActive }} errors={fields} />
          <CategoryChoices
            appliesTo={code.appliesTo}
            chosen={code.categoryIds}
            options={categories}
            error={fields.categoryIds ?? fields.appliesTo}
          />
        </>
      )}
    </ActionForm>
  );
}
