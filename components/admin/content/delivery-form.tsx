'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import type { DeliveryRates } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

/** The delivery charges inside and outside Dhaka, and the subtotal from which delivery is free. */
export function DeliveryForm({ action, rates }: { action: FormAction; rates: DeliveryRates }) {
  const t = useTranslations('admin.settings.deliveryForm');
  return (
    <SettingsForm section="delivery" action={action} values={rates}>
      {(bind) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('insideDhaka')}
              inputMode="decimal"
              required
              {...bind('insideDhaka')}
            />
            <TextField
              label={t('outsideDhaka')}
              inputMode="decimal"
              required
              {...bind('outsideDhaka')}
            />
          </div>
          <TextField
            label={t('freeFrom')}
            inputMode="decimal"
            hint={t('freeFromHint')}
            {...bind('freeDeliveryFrom')}
          />
        </>
      )}
    </SettingsForm>
  );
}
