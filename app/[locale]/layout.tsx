import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { jost, jostLatinRest } from '../fonts';
import { futuraFontFaces } from '@/lib/fonts';
import { env } from '@/lib/env';
import { routing } from '@/i18n/routing';

type LocaleLayoutProps = { children?: React.ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'common',
  });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${t('storeName')} — ${t('tagline')}`, template: `%s | ${t('storeName')}` },
    description: t('storeDescription'),
  };
}

export const viewport: Viewport = { themeColor: '#ffffff' };

/**
 * The root of every page, once per language (docs/decisions.md 14): public pages are
 * prerendered from it for each, and personal ones ((store)/(personal), admin) rendered per
 * request with their nonce. The staff side is English only.
 */
export default async function RootLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Our own constant CSS (file names from a fixed list), never user input.
  const futura = futuraFontFaces();
  return (
    <html lang={locale} className={`${jost.variable} ${jostLatinRest.variable}`}>
      <head>{futura ? <style dangerouslySetInnerHTML={{ __html: futura }} /> : null}</head>
      <body>{children}</body>
    </html>
  );
}
