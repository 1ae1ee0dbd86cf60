'use client';

import { TextField } from '@/components/account/form-field';
import type { ContactSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

/**
 * The phone, WhatsApp number, Messenger page and e-mail shown in the footer, on FIND US, in
 * a product's "Ask about this piece" and to search engines.
 */
export function ContactsForm({
  action,
  contacts,
}: {
  action: FormAction;
  contacts: ContactSettings;
}) {
  return (
    <SettingsForm section="contacts" action={action} values={contacts}>
      {(bind) => (
        <>
          <TextField label="Phone" type="tel" required {...bind('phone')} />
          <TextField
            label="WhatsApp number"
            type="tel"
            hint="With the country code, such as +880 1711-000000. Leave empty for no WhatsApp link."
            {...bind('whatsapp')}
          />
          <TextField
            label="Messenger page"
            hint="The Facebook page’s name, such as noorejahan.bd. Leave empty for no Messenger link."
            {...bind('messenger')}
          />
          <TextField label="E-mail" type="email" required {...bind('email')} />
        </>
      )}
    </SettingsForm>
  );
}
