import Link from 'next/link';
import { textButtonClass } from '@/components/account/form-styles';
import { PageHeading } from '@/components/content/page-heading';
import { OrderList } from '@/components/orders/order-list';
import { EmptyPanel } from '@/components/ui/empty-panel';
import { BagIcon } from '@/components/ui/icons';
import { accountRoutes } from '@/lib/account/constants';
import { accountMetadata } from '@/lib/account/page-metadata';
import { requireUserId } from '@/lib/account/session';
import { listOrders } from '@/lib/orders/read';

export const metadata = accountMetadata('My orders', 'The orders you have placed.');

/** /account/orders: the signed-in shopper's orders, newest first. */
export default async function AccountOrdersPage() {
  const userId = await requireUserId(accountRoutes.orders);
  const orders = await listOrders(Number(userId));
  return (
    <div className="pb-24">
      <PageHeading eyebrow="My account" title="My orders" />
      <div className="mx-auto max-w-5xl px-6">
        {orders.length === 0 ? (
          <EmptyPanel
            icon={<BagIcon width={40} height={40} />}
            title="No orders yet"
            message="When you place an order, it is kept here with its status and details."
            action={{ href: '/shop', label: 'Shop the collection' }}
          />
        ) : (
          <OrderList orders={orders} />
        )}
        <p className="text-ink-soft mt-10 text-center text-sm">
          An order placed with another mobile number?{' '}
          <Link href="/track-order" className={textButtonClass}>
            Track your order
          </Link>
        </p>
      </div>
    </div>
  );
}
