'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { BilingualField } from '../bilingual-field';
import type { ShowroomSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';
import { HoursRows } from './hours-rows';

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
  const t = useTranslations('admin.settings.showroomForm');
  return (
    <SettingsForm section="showroom" action={action} values={showroom}>
      {(bind, fields) => (
        <>
          <BilingualField
            name="name"
            label={t('name')}
            english={{ ...bind('name'), required: true }}
            bangla={bind('nameBn')}
          />
          <BilingualField
            name="street"
            label={t('street')}
            english={{ ...bind('street'), required: true }}
            bangla={bind('streetBn')}
          />
          {/* Each column keeps a text and its Bangla twin together, at 390 px as at 1440. */}
          <div className="grid gap-5 sm:grid-cols-3">
            <div className="space-y-5">
              <BilingualField
                name="city"
                label={t('city')}
                english={{ ...bind('city'), required: true }}
                bangla={bind('cityBn')}
              />
            </div>
            <TextField label={t('postcode')} inputMode="numeric" required {...bind('postcode')} />
            <div className="space-y-5">
              <BilingualField
                name="country"
                label={t('country')}
                english={{ ...bind('country'), required: true }}
                bangla={bind('countryBn')}
              />
            </div>
          </div>
          <HoursRows hours={showroom.hours} fields={fields} />
          <BilingualField
            name="directions"
            label={t('directions')}
            rows={4}
            english={bind('directions')}
            bangla={bind('directionsBn')}
          />
          <TextField
            label={t('mapUrl')}
            type="url"
            hint={t('mapUrlHint')}
            required
            {...bind('mapUrl')}
          />
        </>
      )}
    </SettingsForm>
  );
}
