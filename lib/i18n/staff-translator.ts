import 'server-only';
import { createTranslator } from 'use-intl/core';
import bnAdmin from '@/messages/bn/admin.json';
import bnVocabulary from '@/messages/bn/vocabulary.json';
import enAdmin from '@/messages/en/admin.json';
import enVocabulary from '@/messages/en/vocabulary.json';
import type { Locale } from '@/i18n/routing';
import { staffLocale } from './staff-locale';

const messages = {
  en: { admin: enAdmin, vocabulary: enVocabulary },
  bn: { admin: bnAdmin, vocabulary: bnVocabulary },
};

/**
 * The staff side's t() for what a server action answers (its message is said outside a
 * render, where next-intl's getTranslations has no page to read): the admin and vocabulary
 * messages in the staff's language, as the pages read them.
 */
export function staffTranslator(locale: Locale = staffLocale) {
  return createTranslator({ locale, messages: messages[locale] });
}
