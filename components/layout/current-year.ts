import { cacheLife } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';

/** The year in the page's digits, for the footer of prerendered pages: computed again each day. */
export async function currentYear(locale: Locale): Promise<string> {
  'use cache';
  cacheLife('days');
  return localeDigits(String(new Date().getFullYear()), locale);
}
