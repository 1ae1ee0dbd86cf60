'use client';

import { TextField } from '@/components/account/form-field';
import { legendClass } from '@/components/ui/choice-group';
import { weekdayLabels, weekdays, type FittingSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

const numbers: { name: keyof FittingSettings; label: string; hint?: string }[] = [
  { name: 'slotMinutes', label: 'Length of a fitting (minutes)' },
  {
    name: 'placesPerSlot',
    label: 'Places per time',
    hint: 'How many brides the atelier can fit at once.',
  },
  { name: 'daysAhead', label: 'Bookable days ahead' },
  { name: 'minNoticeHours', label: 'Minimum notice (hours)' },
];

/** Fitting appointments: the hours of each weekday (Dhaka time), the slot, places and window. */
export function FittingSettingsForm({
  action,
  fittings,
}: {
  action: FormAction;
  fittings: FittingSettings;
}) {
  const { hours } = fittings;
  return (
    <SettingsForm section="fittings" action={action} values={fittings}>
      {(bind, fields) => (
        <>
          <fieldset className="space-y-4">
            <legend className={legendClass}>Hours for fittings (Dhaka time)</legend>
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
                  {weekdayLabels[day]}
                </label>
                {(['opens', 'closes'] as const).map((part) => (
                  <TextField
                    key={part}
                    label={`${weekdayLabels[day]} ${part}`}
                    type="time"
                    name={`hours.${day}.${part}`}
                    defaultValue={hours[day][part]}
                    error={fields[`hours.${day}.${part}`]}
                  />
                ))}
              </div>
            ))}
            <p className="text-ink-muted text-sm">Unticked days are closed for fittings.</p>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            {numbers.map((number) => (
              <TextField
                key={number.name}
                label={number.label}
                hint={number.hint}
                inputMode="numeric"
                required
                {...bind(number.name)}
              />
            ))}
          </div>
        </>
      )}
    </SettingsForm>
  );
}
