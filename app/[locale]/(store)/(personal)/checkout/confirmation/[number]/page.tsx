import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { secondaryButtonClass, primaryButtonClass } from '@/components/account/form-styles';
import { NextSteps } from '@/components/orders/next-steps';
import { OrderDetails } from '@/components/orders/order-details';
import { accountRoutes } from '@/lib/account/constants';
import { currentUserId } from '@/lib/account/session';
import { orderForPage } from '@/lib/orders/page-access';

export const metadata: Metadata = {
  title: 'Order confirmation',
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ number: string }> };

/** /checkout/confirmation/{number}: the order just placed, for its owner only (else 404). */
export default async function ConfirmationPage({ params }: Props) {
  const order = await orderForPage((await params).number, { guests: true });
  if (!order) notFound();
  const signedIn = (await currentUserId()) !== null;
  const firstName = order.contact.name.split(/\s+/)[0];
  const waiting = order.status === 'pending_payment';
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-20 lg:px-10">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">Order {order.number}</p>
        <h1 className="text-ink mt-4 text-3xl font-light tracking-wide sm:text-5xl">
          Thank you, {firstName}
        </h1>
        <p className="text-ink-soft mt-6 text-lg leading-relaxed">
          {waiting
            ? 'Your order is reserved while your payment is confirmed.'
            : order.status === 'pending'
              ? 'We have received your order and will call you shortly to confirm it. We are honoured to be part of your celebration.'
              : 'Your order is confirmed. We are honoured to be part of your celebration.'}
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
          Continue shopping
        </Link>
        {signedIn && (
          <Link href={accountRoutes.orders} className={secondaryButtonClass}>
            My orders
          </Link>
        )}
      </div>
    </div>
  );
}
