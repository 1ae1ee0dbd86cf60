'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import type { DeliveryDateSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { HolidayRows } from './holiday-rows';
import { SettingsForm } from './settings-form';

const dayFields = [
  'handlingDays',
  'transitInsideDhaka',
  'transitOutsideDhaka',
  'fittingBufferDays',
  'marginDays',
] as const;

/**
 * What the earliest delivery date a shopper is told is made of: the days each step takes
 * (working days: Fridays and the closed days below are skipped) and the closed days.
 */
export function DeliveryDatesForm({
  action,
  settings,
}: {
  action: FormAction;
  settings: DeliveryDateSettings;
}) {
  const t = useTranslations('admin.settings.deliveryDatesForm');
  const { holidays, ...days } = settings;
  return (
    <SettingsForm section="deliveryDates" action={action} values={days}>
      {(bind, fields) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {dayFields.map((name) => (
              <TextField key={name} label={t(name)} inputMode="numeric" required {...bind(name)} />
            ))}
          </div>
          <HolidayRows holidays={holidays} fields={fields} />
        </>
      )}
    </SettingsForm>
  );
}
