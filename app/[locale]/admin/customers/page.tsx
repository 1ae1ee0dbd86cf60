import type { Metadata } from 'next';
import Link from 'next/link';
import { primaryButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomerCards } from '@/components/admin/customers/customer-cards';
import { CustomerSearch } from '@/components/admin/customers/customer-search';
import { CustomerTable } from '@/components/admin/customers/customer-table';
import { EmptyCustomers } from '@/components/admin/customers/empty-customers';
import { PageNav } from '@/components/admin/stock/page-nav';
import { searchCustomers, customerSearchSchema } from '@/lib/customers/admin';
import { requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Customers' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address's search and page; what cannot be read is left out (page 1, no search). */
function readQuery(params: Record<string, string | string[] | undefined>) {
  const q = one(params.q)?.slice(0, 100);
  const parsed = customerSearchSchema.safeParse({ q, page: one(params.page) });
  return parsed.success ? parsed.data : customerSearchSchema.parse({ q });
}

const customersText = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

export default async function CustomersPage({ searchParams }: Props) {
  await requireStaffPage('/admin/customers');
  const { q, page } = readQuery(await searchParams);
  const list = await searchCustomers(q, page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefOf = (to: number) =>
    `/admin/customers?${new URLSearchParams({ ...(q && { q }), page: String(to) })}`;
  const count = q
    ? `${customersText(list.total)} ${list.total === 1 ? 'matches' : 'match'} “${q}”.`
    : `${customersText(list.total)}, the latest buyers first.`;
  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="Accounts and guests who ordered without one, found by phone, e-mail or name."
        actions={
          <Link href="/admin/orders/new" className={primaryButtonClass}>
            New order
          </Link>
        }
      />
      <CustomerSearch action="/admin/customers" search={q ?? ''} />
      {/* A live region in the same place for every list: a new search is read out. */}
      <p role="status" className="text-ink-soft mb-4 text-sm">
        {list.total > 0 ? count : ''}
      </p>
      {list.items.length === 0 ? (
        <EmptyCustomers searched={q !== undefined} pastTheEnd={list.total > 0} />
      ) : (
        <>
          <CustomerTable items={list.items} caption={count} />
          <CustomerCards items={list.items} />
        </>
      )}
      <PageNav of="the customers" page={list.page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}
