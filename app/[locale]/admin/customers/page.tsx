import type { Metadata } from 'next';
import Link from 'next/link';
import { primaryButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { customerColumns } from '@/components/admin/customers/customer-columns';
import { CustomerSearch } from '@/components/admin/customers/customer-search';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { customerPath, customerSearchSchema, searchCustomers } from '@/lib/customers/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Customers' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address's search and page; what cannot be read is left out (page 1, no search). */
function readQuery(params: Record<string, string | string[] | undefined>) {
  const q = one(params.q)?.slice(0, 100);
  const parsed = customerSearchSchema.safeParse({ q, page: one(params.page) });
  return parsed.success ? parsed.data : customerSearchSchema.parse({ q });
}

const takeAnOrder = { href: adminRoutes.orders.new(), label: 'Take an order', primary: true };
const everyCustomer = { href: adminRoutes.customers.list(), label: 'Back to every customer' };

/** Nothing to list: past the end of it, nobody matching, or no customers yet. */
function emptyCustomers(searched: boolean, pastTheEnd: boolean): EmptyStateProps {
  if (pastTheEnd) {
    return {
      title: 'This page is past the end of the list',
      hint: 'The list has fewer pages than that.',
      actions: [takeAnOrder, everyCustomer],
    };
  }
  if (searched) {
    return {
      title: 'Nobody matches',
      hint: 'Try the phone in another form, part of the e-mail, or one word of the name.',
      actions: [takeAnOrder, everyCustomer],
    };
  }
  return {
    title: 'No customers yet',
    hint: 'Shoppers appear here once they sign up or place an order.',
    actions: [takeAnOrder],
  };
}

const customersText = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

export default async function CustomersPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.customers.list());
  const { q, page } = readQuery(await searchParams);
  const list = await searchCustomers(q, page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefOf = (to: number) => adminRoutes.customers.list({ q, page: to });
  const count = q
    ? `${customersText(list.total)} ${list.total === 1 ? 'matches' : 'match'} “${q}”.`
    : `${customersText(list.total)}, the latest buyers first.`;
  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="Accounts and guests who ordered without one, found by phone, e-mail or name."
        actions={
          <Link href={adminRoutes.orders.new()} className={primaryButtonClass}>
            New order
          </Link>
        }
      />
      <CustomerSearch action={adminRoutes.customers.list()} search={q ?? ''} />
      {/* A live region in the same place for every list: a new search is read out. */}
      <p role="status" className="text-ink-soft mb-4 text-sm">
        {list.total > 0 ? count : ''}
      </p>
      <DataTable
        caption={count}
        columns={customerColumns}
        rows={list.items}
        rowKey={(item) => customerPath(item.key)}
        pagination={{ label: 'Pages of the customers', page: list.page, pages, hrefOf }}
        empty={emptyCustomers(q !== undefined, list.total > 0)}
      />
    </>
  );
}
