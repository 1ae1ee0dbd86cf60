import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/content/page-heading';
import { OrderDetails } from '@/components/orders/order-details';
import { paramsLocale, personalMetadata } from '@/components/orders/page-metadata';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { accountRoutes } from '@/lib/identity';
import { requireUserId } from '@/lib/customers';
import { orderInLanguage, orderForPage } from '@/lib/ordering';

type Props = { params: Promise<{ number: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'orders' });
  const { number } = await params;
  return personalMetadata(t('meta.order', { number }), t('meta.orderDescription'));
}

/** /account/orders/{number}: one of the shopper's own orders (404 for any other). */
export default async function AccountOrderPage({ params }: Props) {
  const { number } = await params;
  const userId = await requireUserId(`${accountRoutes.orders}/${encodeURIComponent(number)}`);
  const found = await orderForPage(number, { userId, guests: false });
  if (!found) notFound();
  const order = await orderInLanguage(found, await getLocale());
  const t = await getTranslations('orders.order');
  return (
    <div className="pb-24">
      <PageHeading eyebrow={t('eyebrow')} title={t('title', { number: order.number })} />
      <div className="mx-auto max-w-5xl px-6">
        <OrderDetails order={order} />
        <LocalisedLink
          href={accountRoutes.orders}
          className="text-ink decoration-primary hover:text-primary-800 mt-12 inline-block text-xs tracking-[0.2em] uppercase underline underline-offset-4"
        >
          {t('all')}
        </LocalisedLink>
      </div>
    </div>
  );
}
