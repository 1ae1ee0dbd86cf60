'use client';

import { SelectField, TextField } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/admin/use-kept-form';
import { formatBDT } from '@/lib/format/money';
import { refundMethodLabels, refundMethods } from '@/lib/ordering/client';

type Props = { number: string; refundable: number; action: FormAction };

/** Records money given back (the transfer itself is made outside the store). */
export function RefundForm({ number, refundable, action }: Props) {
  return (
    <StaffForm
      label="Record a refund"
      action={action}
      hidden={{ number }}
      clearOnSave={['amount', 'reference', 'note']}
      className="space-y-4"
      submit={(pending) => (
        <Button type="submit" variant="secondary" loading={pending} loadingLabel={'Saving…'}>
          {'Record refund'}
        </Button>
      )}
    >
      {(fields) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="amount"
              label="Amount (৳)"
              hint={`At most ${formatBDT(refundable)}.`}
              error={fields.amount}
              inputMode="decimal"
              autoComplete="off"
            />
            <SelectField name="method" label="Paid back by" defaultValue="" error={fields.method}>
              <option value="">Choose…</option>
              {refundMethods.map((method) => (
                <option key={method} value={method}>
                  {refundMethodLabels[method]}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            name="reference"
            label="Reference"
            hint="The transaction id of the transfer, or the receipt number."
            error={fields.reference}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            name="note"
            label="Note (optional, staff only)"
            error={fields.note}
            maxLength={500}
            autoComplete="off"
          />
        </>
      )}
    </StaffForm>
  );
}
