import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { IntlProvider } from '@/components/i18n/intl-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import admin from '@/messages/en/admin.json';
import vocabulary from '@/messages/en/vocabulary.json';

/**
 * Markup of a client component as a page in `locale` renders it: inside the messages
 * provider the (store) layout gives every shopper page (next-intl's too, for the server
 * components Jest renders as client ones).
 */
export async function renderWithIntl(node: ReactNode, locale: Locale = 'en'): Promise<string> {
  const messages = await loadMessages(locale);
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Dhaka">
      <IntlProvider locale={locale} messages={messages} timeZone="Asia/Dhaka">
        {node}
      </IntlProvider>
    </NextIntlClientProvider>,
  );
}

/**
 * Markup of a staff component as the admin layout renders it: inside the staff's messages
 * (admin and vocabulary, in English), drawn at once.
 */
export function renderStaffMarkup(node: ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={{ admin, vocabulary }} timeZone="Asia/Dhaka">
      <IntlProvider locale="en" messages={{ admin, vocabulary }} timeZone="Asia/Dhaka">
        {node}
      </IntlProvider>
    </NextIntlClientProvider>,
  );
}
