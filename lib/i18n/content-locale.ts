import { locale as rootLocale } from 'next/root-params';
import { isLocale, routing, type Locale } from '@/i18n/routing';

/**
 * The language content is read in: the page's own (the root [locale] segment, through
 * next/root-params, which a 'use cache' reader may read: each language is kept apart), or
 * English outside the pages (the API, jobs, scripts). Readers take an explicit `locale`
 * first when their caller has one.
 */
export async function contentLocale(explicit?: Locale): Promise<Locale> {
  if (explicit) return explicit;
  try {
    const value = await rootLocale();
    return isLocale(value) ? value : routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}
