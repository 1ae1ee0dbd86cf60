import Link from 'next/link';
import { Panel } from '@/components/admin/panel';
import { PostalAddress } from '@/components/orders/postal-address';
import type { DeskOrder } from '@/lib/ordering/admin';
import { DeskFact } from './desk-fact';
import { EmailText } from '../email-text';
import { adminRoutes } from '@/lib/identity/client';

const linkClass = 'underline decoration-primary underline-offset-4 hover:text-primary-800';

/** Who ordered, how to reach them, how often this phone has ordered, and where it goes. */
export function CustomerPanel({ order }: { order: DeskOrder }) {
  const { customer, address } = order;
  const others = customer.ordersFromPhone - 1;
  return (
    <Panel title="Customer">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <DeskFact term="Name">{customer.name}</DeskFact>
        <DeskFact term="Phone">
          <a
            href={`tel:${customer.phone}`}
            className={`${linkClass} whitespace-nowrap tabular-nums`}
          >
            {customer.phone}
          </a>
          <br />
          {others > 0 ? (
            <Link
              href={adminRoutes.orders.list({ q: customer.phone })}
              className={`${linkClass} text-xs`}
            >
              {customer.ordersFromPhone} orders from this phone
            </Link>
          ) : (
            <span className="text-ink-muted text-xs">First order from this phone</span>
          )}
        </DeskFact>
        <DeskFact term="E-mail">
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className={linkClass}>
              <EmailText email={customer.email} />
            </a>
          ) : (
            <span className="text-ink-muted">None given</span>
          )}
        </DeskFact>
        <DeskFact term="Account">
          {customer.account ? (
            <>
              {customer.account.name ?? 'No name'} (#{customer.account.id})
              {customer.account.email && (
                <EmailText
                  email={customer.account.email}
                  className="text-ink-muted block text-xs"
                />
              )}
            </>
          ) : (
            <span className="text-ink-muted">Guest: no account</span>
          )}
        </DeskFact>
        <DeskFact term="Delivering to">
          <PostalAddress address={address} />
        </DeskFact>
        <DeskFact term="Delivery">
          {order.delivery === 'inside_dhaka' ? 'Inside Dhaka' : 'Outside Dhaka'}
        </DeskFact>
      </dl>
    </Panel>
  );
}
