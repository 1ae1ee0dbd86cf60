import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { DomainError, RefusalWords } from '@/lib/domain-error';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { vocabularyWord } from '@/lib/i18n/vocabulary';

/** The key of a refusal's words in the staff's messages, when it has any. */
export const refusalKey = (error: DomainError) =>
  error.words && `admin.refusals.${error.words.area}.${error.code}`;

/** A value as the refusal's words show it: a list's value in words, a number in the language's digits. */
function shown(value: NonNullable<RefusalWords['values']>[string], locale: Locale): string {
  if (typeof value === 'object') return vocabularyWord(locale, value.vocabulary, value.value);
  return typeof value === 'number' ? localeDigits(String(value), locale) : value;
}

const filled = (values: RefusalWords['values'] = {}, locale: Locale) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shown(value, locale)]));

/**
 * A refusal as a staff page says it: its words in admin.json (`refusals.<area>.<code>`),
 * filled with its values, in the staff's language; its English message (the API's) when
 * the catalogue has none for it.
 */
export function staffRefusalMessage(error: DomainError, locale: Locale = staffLocale): string {
  const key = refusalKey(error);
  const t = staffTranslator(locale) as unknown as {
    (key: string, values: Record<string, string>): string;
    has: (key: string) => boolean;
  };
  if (!key || !t.has(key)) return error.message;
  return t(key, filled(error.words!.values, locale));
}
