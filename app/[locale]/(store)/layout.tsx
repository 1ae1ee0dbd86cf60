import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ShopperSync } from '@/components/account/shopper-sync';
import { CartLanguage } from '@/components/cart/cart-language';
import { VariantWordsProvider } from '@/components/catalog/variant-words';
import { CartPersistence } from '@/components/layout/cart-persistence';
import { ChatWidget } from '@/components/layout/chat-widget';
import { ContextMenuGuard } from '@/components/layout/context-menu-guard';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { CategoryBar } from '@/components/navigation/category-bar';
import { SavedToast } from '@/components/wishlist/saved-toast';
import { getMenuFamilies } from '@/lib/catalog/menu';
import { getVariantWords } from '@/lib/catalog/variant-words';
import { contentLocale } from '@/lib/i18n/content-locale';
import { openGraph } from '@/lib/seo/open-graph';
import { socialChat } from '@/lib/social-chat';
import { pickMessages, shellNamespaces } from '@/i18n/client-messages';
import { isLocale, routing } from '@/i18n/routing';

// Link previews of every shopper page name the store and its language (the root layout
// sets metadataBase).
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return {
    openGraph: openGraph({}, isLocale(locale) ? locale : routing.defaultLocale),
    twitter: { card: 'summary_large_image' },
  };
}

/** The common layout of every shopper page: header, category bar, content, footer. */
export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  const locale = await contentLocale();
  const [families, t, messages, words] = await Promise.all([
    getMenuFamilies(),
    getTranslations('common'),
    getMessages(),
    locale === 'en' ? null : getVariantWords(),
  ]);
  const page = (
    <NextIntlClientProvider messages={pickMessages(messages, shellNamespaces)}>
      <a
        href="#content"
        className="sr-only z-50 bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <ShopperSync>
        <SiteHeader families={families} />
        <CategoryBar families={families} />
        <main id="content" className="min-h-screen">
          {children}
        </main>
        <SiteFooter chat={socialChat ? <ChatWidget {...socialChat} /> : null} />
      </ShopperSync>
      <SavedToast />
      <ContextMenuGuard />
      <CartPersistence />
      <CartLanguage />
    </NextIntlClientProvider>
  );
  // English pages show variants' sizes and colours as stored: they get no words.
  return words ? <VariantWordsProvider words={words}>{page}</VariantWordsProvider> : page;
}
