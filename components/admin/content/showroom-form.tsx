'use client';

import { TextField } from '@/components/account/form-field';
import type { ShowroomSettings } from '@/lib/validation/store-settings';
import { ActionForm, type FormAction } from './action-form';
import { HoursRows } from './hours-rows';
import { TextAreaField } from './text-area-field';

/** The showroom of FIND US: its name, address, opening hours, directions and map link. */
export function ShowroomForm({
  action,
  showroom,
}: {
  action: FormAction;
  showroom: ShowroomSettings;
}) {
  return (
    <ActionForm
      action={action}
      values={showroom}
      label="Showroom"
      submitLabel="Save showroom"
      pendingLabel="Saving…"
    >
      {(bind, fields) => (
        <>
          <TextField label="Name" required {...bind('name')} />
          <TextField label="Street address" required {...bind('street')} />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField label="City" required {...bind('city')} />
            <TextField label="Postcode" inputMode="numeric" required {...bind('postcode')} />
            <TextField label="Country" required {...bind('country')} />
          </div>
          <HoursRows hours={showroom.hours} fields={fields} />
          <TextAreaField label="Directions" rows={4} {...bind('directions')} />
          <TextField
            label="Map link"
            type="url"
            hint="A Google Maps address starting with https://."
            required
            {...bind('mapUrl')}
          />
        </>
      )}
    </ActionForm>
  );
}
