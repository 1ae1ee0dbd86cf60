import type { Locale } from '@/i18n/routing';

/** The server's own success message on an English page; the form's words for it on a Bangla one. */
export function successWords(locale: Locale, server: string | undefined, own: string): string {
  return locale === 'en' && server ? server : own;
}
