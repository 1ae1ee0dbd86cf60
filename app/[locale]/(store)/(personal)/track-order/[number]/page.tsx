import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { secondaryButtonClass } from '@/components/account/form-styles';
import { OrderDetails } from '@/components/orders/order-details';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { Link, redirect } from '@/i18n/navigation';
import { accountRoutes } from '@/lib/account/constants';
import { localisedPath } from '@/lib/i18n/locale-path';
import { currentUserId } from '@/lib/account/session';
import { orderInLanguage } from '@/lib/orders/order-in-language';
import { trackedOrderForPage } from '@/lib/orders/tracking/page-access';
import { trackedNumberSchema } from '@/lib/validation/track-order';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'orders' });
  return personalMetadata(t('meta.tracked'));
}

type Props = { params: Promise<{ number: string; locale?: string }> };

/**
 * /track-order/{number}: the order this browser proved with a code in the last 30 minutes;
 * any other number, or an access that has ended, goes back to the form.
 */
export default async function TrackedOrderPage({ params }: Props) {
  const locale = await getLocale();
  const number = trackedNumberSchema.safeParse((await params).number);
  if (!number.success) return redirect({ href: '/track-order', locale });
  const found = await trackedOrderForPage();
  if (!found || found.number !== number.data) {
    return redirect({ href: `/track-order?number=${encodeURIComponent(number.data)}`, locale });
  }
  const order = await orderInLanguage(found);
  const t = await getTranslations('orders');
  const signedIn = (await currentUserId()) !== null;
  // After signing in she comes back to her orders in the language she reads this page in.
  const signInThenOrders = `${accountRoutes.login}?callbackUrl=${encodeURIComponent(localisedPath(locale, accountRoutes.orders))}`;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-20 lg:px-10">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{t('track.title')}</p>
        <h1 className="text-ink mt-4 text-3xl font-light tracking-wide sm:text-5xl">
          {t('track.found', { number: order.number })}
        </h1>
        <p className="text-ink-soft mt-6 text-lg leading-relaxed">
          {t(`status.${order.status}`)}
          {!signedIn && t('track.signInToKeep', { phone: order.contact.phone })}
        </p>
      </header>
      <div className="mt-12 sm:mt-16">
        <OrderDetails order={order} />
      </div>
      <div className="mt-12 flex flex-wrap justify-center gap-4">
        <Link href="/track-order" className={secondaryButtonClass}>
          {t('track.another')}
        </Link>
        {!signedIn && (
          <Link href={signInThenOrders} className={secondaryButtonClass}>
            {t('track.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
