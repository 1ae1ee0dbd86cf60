'use client';

import { TextField } from '@/components/account/form-field';
import { weekdayLabels, weekdays, type FittingSettings } from '@/lib/content/client';
import { ActionForm, type FormAction } from './action-form';

/** Fitting appointments: the hours of each weekday (Dhaka time), the slot, places and window. */
export function FittingSettingsForm({
  action,
  fittings,
}: {
  action: FormAction;
  fittings: FittingSettings;
}) {
  const { hours, ...rest } = fittings;
  return (
    <ActionForm
      action={action}
      values={rest}
      label="Fittings"
      submitLabel="Save fittings"
      pendingLabel="Saving…"
    >
      {(bind, fields) => (
        <>
          <fieldset className="space-y-4">
            <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">
              Hours for fittings (Dhaka time)
            </legend>
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
                <TextField
                  label={`${weekdayLabels[day]} opens`}
                  type="time"
                  name={`hours.${day}.opens`}
                  defaultValue={hours[day].opens}
                  error={fields[`hours.${day}.opens`]}
                />
                <TextField
                  label={`${weekdayLabels[day]} closes`}
                  type="time"
                  name={`hours.${day}.closes`}
                  defaultValue={hours[day].closes}
                  error={fields[`hours.${day}.closes`]}
                />
              </div>
            ))}
            <p className="text-ink-muted text-sm">Unticked days are closed for fittings.</p>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Length of a fitting (minutes)"
              inputMode="numeric"
              required
              {...bind('slotMinutes')}
            />
            <TextField
              label="Places per time"
              inputMode="numeric"
              required
              hint="How many brides the atelier can fit at once."
              {...bind('placesPerSlot')}
            />
            <TextField
              label="Bookable days ahead"
              inputMode="numeric"
              required
              {...bind('daysAhead')}
            />
            <TextField
              label="Minimum notice (hours)"
              inputMode="numeric"
              required
              {...bind('minNoticeHours')}
            />
          </div>
          <p className="text-ink-muted text-sm">
            Bookings already made keep their time; a change applies to the times offered from now
            on.
          </p>
        </>
      )}
    </ActionForm>
  );
}
