import type { Locale } from '@/i18n/routing';

/**
 * An SMS in the GSM alphabet where it can be: the taka sign is written "Tk", as Bangladeshi
 * SMS usually do, since one ৳ would make the whole message Unicode (70 characters a part
 * instead of 160) and cost the store two or three SMS for one.
 */
export function smsText(text: string): string {
  return text.replace(/৳\s?/g, 'Tk ').trimEnd();
}

/**
 * An SMS in the shopper's language: a Bangla one is Unicode anyway, so its taka sign stays
 * (৳ ১,৩৯,৭০০); an English one is kept to the GSM alphabet.
 */
export function localeSmsText(text: string, locale: Locale): string {
  return locale === 'bn' ? text.trimEnd() : smsText(text);
}
