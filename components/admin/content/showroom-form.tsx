'use client';

import { TextField } from '@/components/account/form-field';
import type { ShowroomSettings } from '@/lib/content/client';
import { ActionForm, type FormAction } from './action-form';
import { HoursRows } from './hours-rows';
import { TextAreaField } from './text-area-field';

/**
 * The showroom of FIND US: its name, address, opening hours, directions and map link, each
 * text with its Bangla twin under it (blank: Bangla pages show the English).
 */
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
          <TextField label="Name (Bangla)" lang="bn" {...bind('nameBn')} />
          <TextField label="Street address" required {...bind('street')} />
          <TextField label="Street address (Bangla)" lang="bn" {...bind('streetBn')} />
          {/* Each column keeps a text and its Bangla twin together, at 390 px as at 1440. */}
          <div className="grid gap-5 sm:grid-cols-3">
            <div className="space-y-5">
              <TextField label="City" required {...bind('city')} />
              <TextField label="City (Bangla)" lang="bn" {...bind('cityBn')} />
            </div>
            <TextField label="Postcode" inputMode="numeric" required {...bind('postcode')} />
            <div className="space-y-5">
              <TextField label="Country" required {...bind('country')} />
              <TextField label="Country (Bangla)" lang="bn" {...bind('countryBn')} />
            </div>
          </div>
          <HoursRows hours={showroom.hours} fields={fields} />
          <TextAreaField label="Directions" rows={4} {...bind('directions')} />
          <TextAreaField label="Directions (Bangla)" lang="bn" rows={4} {...bind('directionsBn')} />
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
