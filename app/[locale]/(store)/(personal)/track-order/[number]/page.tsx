import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { OrderPageFrame } from '@/components/orders/order-page-frame';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { redirect } from '@/i18n/navigation';
import { accountRoutes } from '@/lib/identity';
import { localisedPath } from '@/lib/i18n/locale-path';
import { displayPhone } from '@/lib/format/phone';
import { currentUserId } from '@/lib/customers';
import { orderInLanguage, trackedOrderForPage, trackedNumberSchema } from '@/lib/ordering';
import { ButtonLink } from '@/components/ui/button';

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
  const order = await orderInLanguage(found, locale);
  const [t, words] = await Promise.all([getTranslations('orders'), getTranslations('vocabulary')]);
  const signedIn = (await currentUserId()) !== null;
  // After signing in she comes back to her orders in the language she reads this page in.
  const signInThenOrders = `${accountRoutes.login}?callbackUrl=${encodeURIComponent(localisedPath(locale, accountRoutes.orders))}`;
  return (
    <OrderPageFrame
      eyebrow={t('track.title')}
      title={t('track.found', { number: order.number })}
      lead={
        <>
          {words(`orderStatus.${order.status}`)}
          {!signedIn &&
            t('track.signInToKeep', { phone: displayPhone(order.contact.phone, locale) })}
        </>
      }
      order={order}
    >
      <ButtonLink href="/track-order" variant="secondary">
        {t('track.another')}
      </ButtonLink>
      {!signedIn && (
        <ButtonLink href={signInThenOrders} variant="secondary">
          {t('track.signIn')}
        </ButtonLink>
      )}
    </OrderPageFrame>
  );
}
