import { SummaryLine } from '@/components/checkout/summary-line';
import { SummaryRow } from '@/components/checkout/summary-row';
import { formatBDT } from '@/lib/format/money';
import type { Order } from '@/lib/orders/types';
import { AdvanceRows } from './advance-rows';
import { OrderTimeline } from './order-timeline';
import { PostalAddress } from './postal-address';
import {
  courierNames,
  formatOrderDate,
  paymentMethodLabels,
  paymentStatusLabels,
  statusLabels,
} from './order-labels';

const termClass = 'text-ink-muted text-xs tracking-[0.2em] uppercase';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className={termClass}>{term}</dt>
      <dd className="text-ink mt-2 leading-7">{children}</dd>
    </div>
  );
}

/**
 * An order as the server holds it: its facts, its pieces, totals, contact and address, the
 * courier's tracking code once shipped, and its journey so far.
 */
export function OrderDetails({ order }: { order: Order }) {
  const { contact, address, payment } = order;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="text-ink text-xl font-light tracking-wide">
          Your pieces
        </h2>
        <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
          {order.items.map((item, index) => (
            <SummaryLine key={`${item.id}-${index}`} line={item} lineTotal={item.line_total} />
          ))}
        </ul>
        <dl className="mt-6 space-y-3 text-sm">
          <SummaryRow term="Subtotal" value={formatBDT(order.subtotal)} />
          {order.discount && (
            <SummaryRow
              term={`Discount (${order.discount.code})`}
              value={formatBDT(-order.discount.amount)}
              testId="order-discount"
            />
          )}
          <SummaryRow term="Delivery" value={formatBDT(order.delivery_charge)} />
          <SummaryRow term="Total" value={formatBDT(order.total)} strong testId="order-total" />
          {order.advance && <AdvanceRows advance={order.advance} />}
        </dl>
        <OrderTimeline timeline={order.timeline} />
      </section>
      <dl className="bg-ivory grid gap-6 self-start px-6 py-8 text-sm sm:px-8">
        <Fact term="Order number">
          <span data-testid="order-number">{order.number}</span>
        </Fact>
        <Fact term="Placed on">{formatOrderDate(order.created_at)}</Fact>
        <Fact term="Status">
          <span data-testid="order-status">{statusLabels[order.status]}</span>
        </Fact>
        {order.tracking && (
          <Fact term="Tracking">
            {courierNames[order.tracking.courier]}
            <br />
            <span className="font-medium tracking-wide" data-testid="tracking-code">
              {order.tracking.code}
            </span>
          </Fact>
        )}
        <Fact term="Payment">
          {paymentMethodLabels[payment.method]}
          <br />
          <span className="text-ink-soft" data-testid="payment-status">
            {paymentStatusLabels[payment.status]}
          </span>
        </Fact>
        <Fact term="Contact">
          {contact.name}
          <br />
          {contact.phone}
          {contact.email && (
            <>
              <br />
              {contact.email}
            </>
          )}
        </Fact>
        <Fact term="Delivering to">
          <PostalAddress address={address} />
        </Fact>
      </dl>
    </div>
  );
}
