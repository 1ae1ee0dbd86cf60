import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import bn from '@/messages/bn/vocabulary.json';
import en from '@/messages/en/vocabulary.json';

const catalogue = { en, bn } as const;

/** A closed list the store names in words: order statuses, couriers, refund methods, … */
export type Vocabulary = keyof typeof en;

/**
 * The vocabulary namespace's t() for code that runs outside a page (SMS, e-mail, PDFs, jobs,
 * server actions), from the same messages/<locale>/vocabulary.json the pages read through
 * next-intl (docs/decisions.md 14): compiled at build like them, formatted by the same t().
 */
export function vocabularyTranslator(locale: Locale) {
  return createTranslator({
    locale,
    messages: { vocabulary: catalogue[locale] },
    namespace: 'vocabulary',
  });
}

const translators = { en: vocabularyTranslator('en'), bn: vocabularyTranslator('bn') };

/** The words of one value of a list: word('en', 'orderStatus', 'pending'). */
export function vocabularyWord(locale: Locale, vocabulary: Vocabulary, value: string): string {
  return (translators[locale] as (key: string) => string)(`${vocabulary}.${value}`);
}

/**
 * Every value of a list with its words in one language, as a lookup table (English by
 * default: the staff side, which has no Bangla pages yet).
 */
export function vocabularyLabels<Value extends string>(
  vocabulary: Vocabulary,
  values: readonly Value[],
  locale: Locale = 'en',
): Record<Value, string> {
  return Object.fromEntries(
    values.map((value) => [value, vocabularyWord(locale, vocabulary, value)]),
  ) as Record<Value, string>;
}
