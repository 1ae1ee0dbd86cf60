import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { secondaryButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { CustomerAddresses } from '@/components/admin/customers/customer-addresses';
import { CustomerNotes } from '@/components/admin/customers/customer-notes';
import { CustomerOrders } from '@/components/admin/customers/customer-orders';
import { formatDay, localPhone } from '@/components/admin/customers/customer-words';
import { NoteForm } from '@/components/admin/customers/note-form';
import { PhoneProof } from '@/components/admin/customers/phone-proof';
import { newOrderPath, readCustomer, type Customer } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { addCustomerNoteAction } from './actions';
import { EmailText } from '@/components/admin/email-text';

export const metadata: Metadata = { title: 'Customer' };

type Props = { params: Promise<{ key: string }> };

function Figures({ customer }: { customer: Customer }) {
  const figures = [
    ['Orders', String(customer.orderCount)],
    ['Total spent', formatBDT(customer.totalSpent)],
    ['First order', formatDay(customer.firstOrderAt)],
    ['Last order', formatDay(customer.lastOrderAt)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt className="text-ink-muted text-[11px] tracking-[0.2em] uppercase">{term}</dt>
          <dd className="text-ink mt-1 text-xl font-light tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Contact({ customer }: { customer: Customer }) {
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="text-ink-muted text-xs">Phone</dt>
        <dd className="text-ink">
          <span className="whitespace-nowrap tabular-nums">{localPhone(customer.phone)}</span>{' '}
          <PhoneProof proven={customer.phoneProven} guest={customer.key.kind === 'guest'} />
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted text-xs">E-mail</dt>
        <dd className="text-ink">
          {customer.email ? <EmailText email={customer.email} /> : '—'}
          {customer.email && customer.key.kind === 'account' && !customer.emailProven && (
            <span className="text-primary-800 text-xs"> not proven</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted text-xs">Account</dt>
        <dd className="text-ink">
          {customer.accountSince
            ? `Since ${formatDay(customer.accountSince)}`
            : 'None: a guest known by the phone of their orders'}
        </dd>
      </div>
    </dl>
  );
}

export default async function CustomerPage({ params }: Props) {
  const { key } = await params;
  await requireStaffPage(adminRoutes.customers.detail(key));
  const customer = await readCustomer(key);
  if (!customer) notFound();
  // One address per customer: a guest's phone an account has proven opens the account.
  if (customer.path !== adminRoutes.customers.detail(key)) redirect(customer.path);
  return (
    <>
      <AdminPageHeader
        title={customer.name || 'No name given'}
        description={
          customer.key.kind === 'guest'
            ? 'A guest: their orders were placed under this phone without an account.'
            : 'A customer account.'
        }
        actions={
          <Link href={newOrderPath(customer.key)} className={secondaryButtonClass}>
            New order for them
          </Link>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="grid gap-6">
          <Panel>
            <Figures customer={customer} />
            <p className="text-ink-muted mt-4 text-xs">
              Total spent counts orders paid and kept: cash on delivery once delivered, SSLCommerz
              once the payment is confirmed, less any refunds.
            </p>
          </Panel>
          <Panel title={`Orders (${customer.orderCount})`}>
            <CustomerOrders orders={customer.orders} />
            {customer.orderCount > customer.orders.length && (
              <p className="text-ink-muted mt-3 text-xs">
                The newest {customer.orders.length} are shown.
              </p>
            )}
          </Panel>
          <Panel title="Addresses">
            <CustomerAddresses addresses={customer.addresses} />
          </Panel>
        </div>
        <div className="grid gap-6">
          <Panel title="Contact">
            <Contact customer={customer} />
          </Panel>
          <Panel title="Staff notes">
            <NoteForm action={addCustomerNoteAction} customerKey={customer.keyText} />
            <div className="mt-6 border-t border-stone-200 pt-4">
              <CustomerNotes notes={customer.notes} />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}
