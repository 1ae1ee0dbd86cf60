import type { Locale } from '@/i18n/routing';
import { localeDigits } from './digits';

/**
 * An HTML fragment's text in the language's digits (a size guide's figures: ৮৬ সেমি), its
 * tags, attributes and character references untouched.
 */
export function localeDigitsInHtml(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html.replace(/(<[^>]*>|&#?\w+;)|([^<&]+)/g, (_match, kept: string, text: string) =>
    kept ? kept : localeDigits(text, locale),
  );
}
