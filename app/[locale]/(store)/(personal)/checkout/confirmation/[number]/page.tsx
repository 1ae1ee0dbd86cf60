import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { secondaryButtonClass, primaryButtonClass } from '@/components/account/form-styles';
import { NextSteps } from '@/components/orders/next-steps';
import { OrderDetails } from '@/components/orders/order-details';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { Link } from '@/i18n/navigation';
import { accountRoutes } from '@/lib/account/constants';
import { currentUserId } from '@/lib/account/session';
import { orderInLanguage } from '@/lib/orders/order-in-language';
import { orderForPage } from '@/lib/orders/page-access';

type Props = { params: Promise<{ number: string; locale: string }> };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'orders' });
  return personalMetadata(t('meta.confirmation'));
}

/** /checkout/confirmation/{number}: the order just placed, for its owner only (else 404). */
export default async function ConfirmationPage({ params }: Props) {
  const found = await orderForPage((await params).number, { guests: true });
  if (!found) notFound();
  const order = await orderInLanguage(found);
  const t = await getTranslations('orders.confirmation');
  const signedIn = (await currentUserId()) !== null;
  const firstName = order.contact.name.split(/\s+/)[0];
  const waiting = order.status === 'pending_payment';
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-20 lg:px-10">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">
          {t('order', { number: order.number })}
        </p>
        <h1 className="text-ink mt-4 text-3xl font-light tracking-wide sm:text-5xl">
          {t('thanks', { name: firstName ?? '' })}
        </h1>
        <p className="text-ink-soft mt-6 text-lg leading-relaxed">
          {waiting ? t('waiting') : order.status === 'pending' ? t('pending') : t('confirmed')}
        </p>
      </header>
      <div className="mt-12 sm:mt-16">
        <NextSteps order={order} />
      </div>
      <div className="mt-12">
        <OrderDetails order={order} />
      </div>
      <div className="mt-12 flex flex-wrap justify-center gap-4">
        <Link href="/shop" className={primaryButtonClass}>
          {t('continue')}
        </Link>
        {signedIn && (
          <Link href={accountRoutes.orders} className={secondaryButtonClass}>
            {t('myOrders')}
          </Link>
        )}
      </div>
    </div>
  );
}
