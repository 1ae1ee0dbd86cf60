import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { CustomerSearch } from '@/components/admin/customers/customer-search';
import { localPhone } from '@/components/admin/customers/customer-words';
import { CustomerResults } from '@/components/admin/phone-order/customer-results';
import { PhoneOrderForm } from '@/components/admin/phone-order/phone-order-form';
import type { PhoneOrderStart } from '@/components/admin/phone-order/types';
import { customerPath, readCustomer, type Customer, searchCustomers } from '@/lib/customers/admin';
import { sslcommerzConfig } from '@/lib/payments';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { placeStaffOrderAction, quoteOrderAction } from './actions';

export const metadata: Metadata = { title: 'New order' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The chosen customer's name, phone, e-mail and the address of their last order. */
function startOf(customer: Customer | null): PhoneOrderStart {
  if (!customer)
    return { customer: { name: '', phone: '', email: '' }, address: null, account: null };
  const last = customer.addresses[0];
  return {
    customer: {
      name: customer.name,
      phone: customer.phone ? localPhone(customer.phone) : '',
      email: customer.email ?? '',
    },
    address: last
      ? { division: last.division, district: last.district, area: last.area, line: last.line }
      : null,
    account:
      customer.key.kind === 'account'
        ? { name: customer.name || 'This customer', phoneProven: customer.phoneProven }
        : null,
  };
}

export default async function NewOrderPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.orders.new());
  const params = await searchParams;
  const find = (one(params.find) ?? '').trim().slice(0, 100);
  const chosen = one(params.customer);
  const [found, customer] = await Promise.all([
    find ? searchCustomers(find) : null,
    chosen ? readCustomer(chosen) : null,
  ]);
  return (
    <>
      <AdminPageHeader
        title="New order"
        description="For a shopper on the phone, Messenger, WhatsApp or in the showroom: the store’s prices, stock and rules, as at checkout."
      />
      <Panel title="Find the customer" className="mb-6">
        <CustomerSearch action={adminRoutes.orders.new()} name="find" search={find} />
        {found && <CustomerResults found={found} search={find} />}
        {customer ? (
          <p className="text-ink mt-4 text-sm" role="status">
            Taking an order for{' '}
            <Link href={customerPath(customer.key)} className="underline underline-offset-4">
              {customer.name || localPhone(customer.phone)}
            </Link>
            .{' '}
            <Link href={adminRoutes.orders.new()} className="underline underline-offset-4">
              Start again with someone new
            </Link>
          </p>
        ) : (
          !found && (
            <p className="text-ink-soft text-sm">
              Or type a new customer’s details in the form below.
            </p>
          )
        )}
      </Panel>
      <PhoneOrderForm
        // A customer chosen afresh starts a fresh form, with a key of its own.
        key={customer?.keyText ?? 'new'}
        action={placeStaffOrderAction}
        quoteAction={quoteOrderAction}
        formKey={randomUUID()}
        start={startOf(customer)}
        paymentLinks={sslcommerzConfig() !== null}
      />
    </>
  );
}
