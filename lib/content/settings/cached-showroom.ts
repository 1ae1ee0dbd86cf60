import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import type { ShowroomSettings } from '@/lib/content/schemas/store-settings';
import { getSettings } from './cached';
import { localizedShowroom } from './showroom';

/** The showroom for the storefront, in the page's language (or `locale`), from the cached section. */
export async function getShowroom(locale?: Locale): Promise<ShowroomSettings> {
  const [showroom, language] = await Promise.all([getSettings('showroom'), contentLocale(locale)]);
  return localizedShowroom(showroom, language);
}
