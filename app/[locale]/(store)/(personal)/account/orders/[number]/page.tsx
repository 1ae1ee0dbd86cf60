import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/content/page-heading';
import { OrderDetails } from '@/components/orders/order-details';
import { accountRoutes } from '@/lib/account/constants';
import { accountMetadata } from '@/lib/account/page-metadata';
import { requireUserId } from '@/lib/account/session';
import { orderForPage } from '@/lib/orders/page-access';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props) {
  return accountMetadata(`Order ${(await params).number}`, 'An order you placed.');
}

/** /account/orders/{number}: one of the shopper's own orders (404 for any other). */
export default async function AccountOrderPage({ params }: Props) {
  const { number } = await params;
  await requireUserId(`${accountRoutes.orders}/${encodeURIComponent(number)}`);
  const order = await orderForPage(number, { guests: false });
  if (!order) notFound();
  return (
    <div className="pb-24">
      <PageHeading eyebrow="My orders" title={`Order ${order.number}`} />
      <div className="mx-auto max-w-5xl px-6">
        <OrderDetails order={order} />
        <Link
          href={accountRoutes.orders}
          className="text-ink decoration-primary hover:text-primary-800 mt-12 inline-block text-xs tracking-[0.2em] uppercase underline underline-offset-4"
        >
          All my orders
        </Link>
      </div>
    </div>
  );
}
