'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { ActionState } from '@/lib/identity/client';
import type { AdjustmentReason } from '@/lib/catalogue/admin';
import { ReasonChoice } from './reason-choice';
import { VariantForm } from './variant-form';

type Props = {
  variantId: number;
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
};

const quantityHints: Record<Exclude<AdjustmentReason, 'correction'>, string> = {
  received: 'How many pieces came in: they are added to the stock.',
  sold_in_shop: 'How many pieces were sold over the counter: they are taken off the stock.',
  damaged: 'How many pieces were damaged: they are taken off the stock.',
};

/** A correction asks for the pieces counted; every other reason for how many pieces moved. */
const pieceField = (reason: AdjustmentReason) =>
  reason === 'correction'
    ? {
        name: 'counted',
        label: 'Counted',
        hint: 'The pieces on the shelf now: the stock is set to this.',
      }
    : { name: 'change', label: 'Quantity', hint: quantityHints[reason] };

/** Records pieces received, sold in the shop or damaged, or the pieces counted on the shelf. */
export function AdjustForm({ variantId, action }: Props) {
  const [reason, setReason] = useState<AdjustmentReason>('received');
  const pieces = pieceField(reason);
  return (
    <VariantForm
      label="Adjust the stock"
      variantId={variantId}
      action={action}
      clearOnSave={['change', 'counted', 'note']}
      className="space-y-5"
      submit={(pending) => (
        <Button type="submit" loading={pending} loadingLabel="Saving…" wide>
          Save
        </Button>
      )}
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
          <Field
            label="Note (optional)"
            hint="Such as the supplier's delivery, or what happened."
            error={fields.note}
          >
            <input name="note" maxLength={500} autoComplete="off" />
          </Field>
        </>
      )}
    </VariantForm>
  );
}
