import { isLocale, routing, type Locale } from '@/i18n/routing';

/** The language a page's metadata is written in: its [locale] segment (checked by the layout). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : routing.defaultLocale;
}
