import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { secondaryButtonClass } from '@/components/account/form-styles';
import { OrderDetails } from '@/components/orders/order-details';
import { statusLabels } from '@/components/orders/order-labels';
import { accountRoutes } from '@/lib/account/constants';
import { currentUserId } from '@/lib/account/session';
import { trackedOrderForPage } from '@/lib/orders/tracking/page-access';
import { trackedNumberSchema } from '@/lib/validation/track-order';

export const metadata: Metadata = {
  title: 'Your order',
  robots: { index: false, follow: false },
};

const signInThenOrders = `${accountRoutes.login}?callbackUrl=${encodeURIComponent(accountRoutes.orders)}`;

type Props = { params: Promise<{ number: string }> };

/**
 * /track-order/{number}: the order this browser proved with a code in the last 30 minutes;
 * any other number, or an access that has ended, goes back to the form.
 */
export default async function TrackedOrderPage({ params }: Props) {
  const number = trackedNumberSchema.safeParse((await params).number);
  if (!number.success) redirect('/track-order');
  const order = await trackedOrderForPage();
  if (!order || order.number !== number.data) {
    redirect(`/track-order?number=${encodeURIComponent(number.data)}`);
  }
  const signedIn = (await currentUserId()) !== null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-20 lg:px-10">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">Track your order</p>
        <h1 className="text-ink mt-4 text-3xl font-light tracking-wide sm:text-5xl">
          Order {order.number}
        </h1>
        <p className="text-ink-soft mt-6 text-lg leading-relaxed">
          {statusLabels[order.status]}
          {!signedIn &&
            `. Sign in with ${order.contact.phone} to keep this order with your account.`}
        </p>
      </header>
      <div className="mt-12 sm:mt-16">
        <OrderDetails order={order} />
      </div>
      <div className="mt-12 flex flex-wrap justify-center gap-4">
        <Link href="/track-order" className={secondaryButtonClass}>
          Find another order
        </Link>
        {!signedIn && (
          <Link href={signInThenOrders} className={secondaryButtonClass}>
            Sign in
          </Link>
        )}
      </div>
    </div>
  );
}
