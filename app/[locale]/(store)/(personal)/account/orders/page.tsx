import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import { OrderList } from '@/components/orders/order-list';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { EmptyPanel } from '@/components/ui/empty-panel';
import { BagIcon } from '@/components/ui/icons';
import { accountRoutes } from '@/lib/identity';
import { requireUserId } from '@/lib/customers';
import { listOrders } from '@/lib/ordering';
import { ButtonLink } from '@/components/ui/button';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'orders' });
  return personalMetadata(t('meta.list'), t('meta.listDescription'));
}

/** /account/orders: the signed-in shopper's orders, newest first. */
export default async function AccountOrdersPage() {
  const userId = await requireUserId(accountRoutes.orders);
  const orders = await listOrders(Number(userId));
  const t = await getTranslations('orders.list');
  return (
    <div className="pb-24">
      <PageHeading eyebrow={t('eyebrow')} title={t('title')} />
      <div className="mx-auto max-w-5xl px-6">
        {orders.length === 0 ? (
          <EmptyPanel
            icon={<BagIcon width={40} height={40} />}
            title={t('emptyTitle')}
            message={t('emptyMessage')}
            action={{ href: '/shop', label: t('emptyAction') }}
          />
        ) : (
          <OrderList orders={orders} />
        )}
        <p className="text-ink-soft mt-10 text-center text-sm">
          {t('otherPhone')}{' '}
          <ButtonLink href="/track-order" variant="quiet">
            {t('track')}
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}
