import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { localeAlternates } from '@/lib/i18n/alternates';

/** Account pages have a title and are kept out of search engines. */
export function accountMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false, follow: false } };
}

/** The pages whose title and description are in account.pages. */
type AccountPage = 'login' | 'signup' | 'forgot' | 'profile';

/** An account page's metadata in its language (`path`: its English address). */
export async function accountPageMetadata(
  params: Promise<{ locale: string }>,
  page: AccountPage,
  path: string,
): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'account.pages' });
  return {
    ...accountMetadata(t(`${page}.title`), t(`${page}.description`)),
    alternates: localeAlternates(locale, path),
  };
}
