'use client';

import { TextField } from '@/components/account/form-field';
import { socialNetworks, type SocialSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

/** The store's page on each network the footer has an icon for; an empty one is not shown. */
export function SocialForm({ action, social }: { action: FormAction; social: SocialSettings }) {
  return (
    <SettingsForm section="social" action={action} values={social}>
      {(bind) =>
        socialNetworks.map((network) => (
          <TextField
            key={network}
            label={network}
            type="url"
            placeholder="https://"
            {...bind(network)}
          />
        ))
      }
    </SettingsForm>
  );
}
