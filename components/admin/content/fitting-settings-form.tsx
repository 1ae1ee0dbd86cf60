'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { legendClass } from '@/components/ui/choice-group';
import { weekdays, type FittingSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

const numbers = ['slotMinutes', 'placesPerSlot', 'daysAhead', 'minNoticeHours'] as const;

/** Fitting appointments: the hours of each weekday (Dhaka time), the slot, places and window. */
export function FittingSettingsForm({
  action,
  fittings,
}: {
  action: FormAction;
  fittings: FittingSettings;
}) {
  const t = useTranslations('admin.settings.fittingsForm');
  const words = useTranslations('vocabulary');
  const { hours } = fittings;
  return (
    <SettingsForm section="fittings" action={action} values={fittings}>
      {(bind, fields) => (
        <>
          <fieldset className="space-y-4">
            <legend className={legendClass}>{t('hours')}</legend>
            {weekdays.map((day) => (
              <div
                key={day}
                className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_1fr_1fr]"
              >
                <label className="text-ink col-span-2 flex h-12 items-center gap-3 text-sm sm:col-span-1">
                  <input
                    type="checkbox"
                    name={`hours.${day}.open`}
                    defaultChecked={hours[day].open}
                    className="accent-primary-700 size-4"
                  />
                  {words(`weekday.${day}`)}
                </label>
                {(['opens', 'closes'] as const).map((part) => (
                  <TextField
                    key={part}
                    label={t(part, { day: words(`weekday.${day}`) })}
                    type="time"
                    name={`hours.${day}.${part}`}
                    defaultValue={hours[day][part]}
                    error={fields[`hours.${day}.${part}`]}
                  />
                ))}
              </div>
            ))}
            <p className="text-ink-muted text-sm">{t('closedDays')}</p>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            {numbers.map((name) => (
              <TextField
                key={name}
                label={t(name)}
                hint={name === 'placesPerSlot' ? t('placesPerSlotHint') : undefined}
                inputMode="numeric"
                required
                {...bind(name)}
              />
            ))}
          </div>
        </>
      )}
    </SettingsForm>
  );
}
