import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';

/**
 * A stored mobile number (+8801XXXXXXXXX) as the store writes its own (+880 1711-000000), in
 * the page's digits; anything else as it is.
 */
export function displayPhone(phone: string, locale: Locale): string {
  const match = /^\+880(1\d{3})(\d{6})$/.exec(phone);
  // A no-break space: a sentence never leaves +880 at the end of one line.
  return localeDigits(match ? `+880\u00a0${match[1]}-${match[2]}` : phone, locale);
}
