import type { Locale } from '@/i18n/routing';

/**
 * The language of the staff side. Its words come from the same messages as the shopper's
 * (messages/<locale>/admin.json and vocabulary.json), read in this language: the staff
 * pages exist in English only for now (docs/decisions.md 14), and Bangla ones are this
 * constant made a choice.
 */
export const staffLocale: Locale = 'en';

/** The namespaces the staff side's client components read (sent by the admin layout). */
export const staffNamespaces = ['admin', 'vocabulary'] as const;
