import type { ReactNode } from 'react';
import type { Order } from '@/lib/ordering';
import { OrderDetails } from './order-details';

type OrderPageFrameProps = {
  eyebrow: string;
  title: string;
  /** The sentence under the title: where the order stands. */
  lead: ReactNode;
  order: Order;
  /** What comes before the details (the confirmation's next steps). */
  before?: ReactNode;
  /** The ways on, under the details. */
  children: ReactNode;
};

/** A shopper's page about one order: the confirmation, and the order she tracked. */
export function OrderPageFrame({
  eyebrow,
  title,
  lead,
  order,
  before,
  children,
}: OrderPageFrameProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-20 lg:px-10">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{eyebrow}</p>
        <h1 className="text-ink mt-4 text-3xl font-light tracking-wide sm:text-5xl">{title}</h1>
        <p className="text-ink-soft mt-6 text-lg leading-relaxed">{lead}</p>
      </header>
      {before && <div className="mt-12 sm:mt-16">{before}</div>}
      <div className={before ? 'mt-12' : 'mt-12 sm:mt-16'}>
        <OrderDetails order={order} />
      </div>
      <div className="mt-12 flex flex-wrap justify-center gap-4">{children}</div>
    </div>
  );
}
