'use client';

import { TextField } from '@/components/account/form-field';
import { socialNetworks, type SocialSettings } from '@/lib/content/client';
import { ActionForm, type FormAction } from './action-form';

/** The store's page on each network the footer has an icon for; an empty one is not shown. */
export function SocialForm({ action, social }: { action: FormAction; social: SocialSettings }) {
  return (
    <ActionForm
      action={action}
      values={social}
      label="Social links"
      submitLabel="Save social links"
      pendingLabel="Saving…"
    >
      {(bind) => (
        <>
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              label={network}
              type="url"
              placeholder="https://"
              {...bind(network)}
            />
          ))}
          <p className="text-ink-muted text-sm">
            Leave a network empty to leave it out of the footer.
          </p>
        </>
      )}
    </ActionForm>
  );
}
