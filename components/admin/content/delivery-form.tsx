'use client';

import { TextField } from '@/components/account/form-field';
import type { DeliveryRates } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

/** The delivery charges inside and outside Dhaka, and the subtotal from which delivery is free. */
export function DeliveryForm({ action, rates }: { action: FormAction; rates: DeliveryRates }) {
  return (
    <SettingsForm section="delivery" action={action} values={rates}>
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
        </>
      )}
    </SettingsForm>
  );
}
