'use client';

import { TextField } from '@/components/account/form-field';
import type { DeliveryRates } from '@/lib/content/client';
import { ActionForm, type FormAction } from './action-form';

/** The delivery charges inside and outside Dhaka, and the subtotal from which delivery is free. */
export function DeliveryForm({ action, rates }: { action: FormAction; rates: DeliveryRates }) {
  return (
    <ActionForm
      action={action}
      values={rates}
      label="Delivery charges"
      submitLabel="Save delivery charges"
      pendingLabel="Saving…"
    >
      {(bind) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Inside Dhaka (৳)"
              inputMode="decimal"
              required
              {...bind('insideDhaka')}
            />
            <TextField
              label="Outside Dhaka (৳)"
              inputMode="decimal"
              required
              {...bind('outsideDhaka')}
            />
          </div>
          <TextField
            label="Free delivery from (৳)"
            inputMode="decimal"
            hint="Orders whose subtotal reaches this are delivered free. Empty: never free."
            {...bind('freeDeliveryFrom')}
          />
          <p className="text-ink-muted text-sm">
            New orders are charged these at once; orders placed already keep their charge.
          </p>
        </>
      )}
    </ActionForm>
  );
}
