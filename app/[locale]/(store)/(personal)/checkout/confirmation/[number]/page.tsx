import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NextSteps } from '@/components/orders/next-steps';
import { OrderPageFrame } from '@/components/orders/order-page-frame';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { redirect } from '@/i18n/navigation';
import { accountRoutes } from '@/lib/identity';
import { currentUserId } from '@/lib/customers';
import { orderInLanguage, orderForPage, trackedNumberSchema } from '@/lib/ordering';
import { ButtonLink } from '@/components/ui/button';

type Props = { params: Promise<{ number: string; locale: string }> };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'orders' });
  return personalMetadata(t('meta.confirmation'));
}

/**
 * /checkout/confirmation/{number}: the order just placed, for its owner only. Anyone else
 * (the link opened on another device, or by someone it was forwarded to) is sent to the
 * tracking form with the number filled in, where the order's phone proves who she is: the
 * number alone shows nothing, whether or not the order exists.
 */
export default async function ConfirmationPage({ params }: Props) {
  const number = (await params).number;
  const locale = await getLocale();
  const userId = await currentUserId();
  const found = await orderForPage(number, { userId, guests: true });
  if (!found) {
    const typed = trackedNumberSchema.safeParse(number);
    if (!typed.success) notFound();
    return redirect({
      href: `/track-order?number=${encodeURIComponent(typed.data)}`,
      locale,
    });
  }
  const order = await orderInLanguage(found, locale);
  const t = await getTranslations('orders.confirmation');
  const signedIn = userId !== null;
  const firstName = order.contact.name.split(/\s+/)[0];
  const waiting = order.status === 'pending_payment';
  return (
    <OrderPageFrame
      eyebrow={t('order', { number: order.number })}
      title={t('thanks', { name: firstName ?? '' })}
      lead={waiting ? t('waiting') : order.status === 'pending' ? t('pending') : t('confirmed')}
      order={order}
      before={<NextSteps order={order} />}
    >
      <ButtonLink href="/shop" variant="primary">
        {t('continue')}
      </ButtonLink>
      {signedIn && (
        <ButtonLink href={accountRoutes.orders} variant="secondary">
          {t('myOrders')}
        </ButtonLink>
      )}
    </OrderPageFrame>
  );
}
