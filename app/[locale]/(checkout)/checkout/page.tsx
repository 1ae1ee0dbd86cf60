import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { CheckoutView } from '@/components/checkout/checkout-view';
import type { PaymentOutcome } from '@/components/checkout/payment-notice';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { QueryProvider } from '@/components/ui/query-provider';
import { sslcommerzConfig } from '@/lib/payments';
import { getSettings, talkLinks } from '@/lib/content';
import { isWhatsAppEnabled } from '@/lib/messaging';
import { RouteMessages } from '@/components/i18n/route-messages';

// A shopper's own checkout: nothing for search engines.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'checkout' });
  return personalMetadata(t('meta.title'));
}

const outcomes = new Set<string>(['failed', 'cancelled']);

/** /checkout: contact, address, delivery and payment for the stored cart, then the order. */
export default async function CheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ payment?: string | string[] }>;
}) {
  // Whether the gateway is configured is read from the environment at request time.
  await connection();
  const { payment } = await searchParams;
  const outcome = typeof payment === 'string' && outcomes.has(payment) ? payment : undefined;
  const t = await getTranslations('checkout');
  const [rates, dateSettings, contacts, fit] = await Promise.all([
    getSettings('delivery'),
    getSettings('deliveryDates'),
    getSettings('contacts'),
    getTranslations('fit.dateFor'),
  ]);
  const links = talkLinks(contacts, { text: fit('message'), ref: 'date-it-is-for' });
  const gateway = sslcommerzConfig() !== null;
  // Without the gateway no advance can be paid (cash on delivery then asks for none), and
  // no card instalments offered.
  const [advanceSettings, emi] = gateway
    ? await Promise.all([getSettings('payment'), getSettings('emi')])
    : [null, null];
  return (
    <RouteMessages namespaces={['account', 'cart', 'checkout', 'fit', 'listing', 'orders']}>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-10">
        <h1 className="text-ink mb-8 text-3xl font-light tracking-wide sm:mb-12 sm:text-4xl">
          {t('heading')}
        </h1>
        <QueryProvider>
          <CheckoutView
            gateway={gateway}
            whatsapp={isWhatsAppEnabled()}
            payment={outcome as PaymentOutcome | undefined}
            rates={rates}
            advanceSettings={advanceSettings}
            emiPlans={emi?.plans ?? []}
            dateFor={{ settings: dateSettings, links }}
          />
        </QueryProvider>
      </div>
    </RouteMessages>
  );
}
