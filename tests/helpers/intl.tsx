import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

/**
 * Markup of a client component as a page in `locale` renders it: inside the messages
 * provider the (store) layout gives every shopper page.
 */
export async function renderWithIntl(node: ReactNode, locale: Locale = 'en'): Promise<string> {
  const messages = await loadMessages(locale);
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Dhaka">
      {node}
    </NextIntlClientProvider>,
  );
}
