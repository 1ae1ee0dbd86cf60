import { getMessages, getTranslations } from 'next-intl/server';
import { IntlProvider } from '@/components/i18n/intl-client';
import { ShopperSync } from '@/components/account/shopper-sync';
import { CartLanguage } from '@/components/cart/cart-language';
import { VariantWordsProvider } from '@/components/catalog/variant-words';
import { CartPersistence } from '@/components/layout/cart-persistence';
import { CheckoutHeader } from '@/components/layout/checkout-header';
import { ContextMenuGuard } from '@/components/layout/context-menu-guard';
import { LandingCapture } from '@/components/layout/landing-capture';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { CategoryBarOnIntent } from '@/components/navigation/category-bar-on-intent';
import { SavedToast } from '@/components/wishlist/saved-toast';
import { SignOutProblem } from '@/components/account/sign-out-problem';
import { MeasurementConsent } from '@/components/measurement/measurement-consent';
import { getMenuFamilies, getVariantWords } from '@/lib/catalogue';
import { contentLocale } from '@/lib/i18n/content-locale';
import { storeTimeZone } from '@/i18n/time-zone';
import { pickMessages, shellNamespaces } from '@/i18n/client-messages';

/**
 * What every shopper page sits in: the shell's messages, the cart and account sync, the
 * footer, and a header. `checkout` gives the plain header of a checkout (the wordmark, secure
 * checkout, back to the bag) in place of the menus, so nothing leads her away mid-order.
 */
export async function StoreShell({
  children,
  checkout = false,
}: {
  children: React.ReactNode;
  checkout?: boolean;
}) {
  const locale = await contentLocale();
  const [families, t, messages, words] = await Promise.all([
    checkout ? [] : getMenuFamilies(),
    getTranslations('common'),
    getMessages(),
    locale === 'en' ? null : getVariantWords(),
  ]);
  const page = (
    <IntlProvider
      locale={locale}
      timeZone={storeTimeZone}
      messages={pickMessages(messages, shellNamespaces)}
    >
      <a
        href="#content"
        className="sr-only z-50 bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <ShopperSync>
        {checkout ? (
          <CheckoutHeader />
        ) : (
          <>
            <SiteHeader families={families} />
            <CategoryBarOnIntent families={families} />
          </>
        )}
        <main id="content" className="min-h-screen">
          {children}
        </main>
        <SiteFooter />
      </ShopperSync>
      <SavedToast />
      <SignOutProblem />
      <ContextMenuGuard />
      <CartPersistence />
      <CartLanguage />
      <LandingCapture />
      <MeasurementConsent />
    </IntlProvider>
  );
  // English pages show variants' sizes and colours as stored: they get no words.
  return words ? <VariantWordsProvider words={words}>{page}</VariantWordsProvider> : page;
}
