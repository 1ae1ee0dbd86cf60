'use client';

import { useTranslations } from '#intl';
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
  const t = useTranslations('admin.settings.contactsForm');
  return (
    <SettingsForm section="contacts" action={action} values={contacts}>
      {(bind) => (
        <>
          <TextField label={t('phone')} type="tel" required {...bind('phone')} />
          <TextField
            label={t('whatsapp')}
            type="tel"
            hint={t('whatsappHint')}
            {...bind('whatsapp')}
          />
          <TextField label={t('messenger')} hint={t('messengerHint')} {...bind('messenger')} />
          <TextField label={t('email')} type="email" required {...bind('email')} />
        </>
      )}
    </SettingsForm>
  );
}
