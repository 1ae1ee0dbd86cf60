'use client';

import { SelectField, TextField } from '@/components/account/form-field';
import { ActionForm, type FormAction } from '@/components/admin/content/action-form';
import { dhakaInputValue } from '@/components/admin/content/dhaka-time';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
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

type Props = {
  action: FormAction;
  code: DiscountFormValues;
  categories: CategoryOption[];
  submitLabel: string;
};

/** Every field of a discount code; an edit sends the version it was opened at. */
export function DiscountForm({ action, code, categories, submitLabel }: Props) {
  const values = { ...code, minSubtotal: code.minSubtotal || null };
  return (
    <ActionForm
      action={action}
      values={values}
      label={code.id ? `Edit discount code ${code.code}` : 'New discount code'}
      submitLabel={submitLabel}
      pendingLabel="Saving…"
    >
      {(bind, fields) => (
        <>
          {code.id && <input type="hidden" name="id" value={code.id} />}
          {code.version && <input type="hidden" name="version" value={code.version} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Code"
              hint="Letters, digits, dashes; kept in capitals, and shoppers may type it in any case"
              required
              maxLength={32}
              autoCapitalize="characters"
              className="[&_input]:uppercase"
              spellCheck={false}
              {...bind('code')}
            />
            <TextField label="Note for staff (optional)" maxLength={200} {...bind('note')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label="Kind" {...bind('kind')}>
              <option value="percent">A percentage off</option>
              <option value="fixed">A fixed amount off (৳)</option>
            </SelectField>
            <TextField
              label="Amount off"
              hint="A percentage from 1 to 100, or whole taka"
              inputMode="numeric"
              required
              {...bind('value')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label="Minimum subtotal (৳)"
              hint="Empty: any order"
              inputMode="numeric"
              {...bind('minSubtotal')}
            />
            <TextField
              label="Uses in total"
              hint="Empty: no limit"
              inputMode="numeric"
              {...bind('usageLimit')}
            />
            <TextField
              label="Uses per customer"
              hint="Empty: no limit"
              inputMode="numeric"
              {...bind('perCustomerLimit')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              type="datetime-local"
              label="Starts (Dhaka time)"
              hint="Empty: at once"
              {...bind('startsAt')}
              defaultValue={dhakaInputValue(code.startsAt)}
            />
            <TextField
              type="datetime-local"
              label="Ends (Dhaka time)"
              hint="Empty: until switched off"
              {...bind('endsAt')}
              defaultValue={dhakaInputValue(code.endsAt)}
            />
          </div>
          <CategoryChoices
            appliesTo={code.appliesTo}
            chosen={code.categoryIds}
            options={categories}
            error={fields.categoryIds ?? fields.appliesTo}
          />
          <CheckboxField
            name="isActive"
            label="Shoppers can use it (within its dates)"
            defaultChecked={code.isActive}
            error={fields.isActive}
          />
        </>
      )}
    </ActionForm>
  );
}
