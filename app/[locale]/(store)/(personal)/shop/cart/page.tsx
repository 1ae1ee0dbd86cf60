import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartHeading } from '@/components/cart/cart-heading';
import { CartView } from '@/components/cart/cart-view';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { QueryProvider } from '@/components/ui/query-provider';
import { getSettings, talkLinks } from '@/lib/content';
import { RouteMessages } from '@/components/i18n/route-messages';

// A shopper's own cart: nothing for search engines to index.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'cart' });
  return personalMetadata(t('meta.title'), undefined, true);
}

/** /shop/cart: the lines of the stored cart, checked against the server, and the summary. */
export default async function CartPage() {
  const [rates, settings, contacts, fit] = await Promise.all([
    getSettings('delivery'),
    getSettings('deliveryDates'),
    getSettings('contacts'),
    getTranslations('fit.dateFor'),
  ]);
  const links = talkLinks(contacts, { text: fit('message'), ref: 'date-it-is-for' });
  return (
    <RouteMessages namespaces={['cart', 'fit', 'listing', 'product']}>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-10">
        <CartHeading />
        <QueryProvider>
          <CartView rates={rates} dateFor={{ settings, links }} />
        </QueryProvider>
      </div>
    </RouteMessages>
  );
}
