import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import bn from '@/messages/bn/sms.json';
import en from '@/messages/en/sms.json';

const messages = { en, bn } as const;

/** The shopper's messages (codes, fittings) in her language, from messages/<locale>/sms.json. */
export function smsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: { sms: messages[locale] }, namespace: 'sms' });
}
