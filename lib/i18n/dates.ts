import type { Locale } from '@/i18n/routing';
import { localeDigits } from './digits';

const intlLocale: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

/**
 * A date or time as the store writes it, in Dhaka's time zone and the page's language.
 * The digits are written by us, so that a browser whose ICU lacks Bangla digits prints
 * the same text as the server.
 */
export function formatDhakaDate(
  date: Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  const text = new Intl.DateTimeFormat(intlLocale[locale], {
    ...options,
    timeZone: 'Asia/Dhaka',
    numberingSystem: 'latn',
  }).format(date);
  return localeDigits(text, locale);
}
