import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { customerColumns } from '@/components/admin/customers/customer-columns';
import { CustomerSearch } from '@/components/admin/customers/customer-search';
import { counted } from '@/components/admin/customers/customer-words';
import { ButtonLink } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { customerPath, customerSearchSchema, searchCustomers } from '@/lib/customers/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin.customers' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('list.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address's search and page; what cannot be read is left out (page 1, no search). */
function readQuery(params: Record<string, string | string[] | undefined>) {
  const q = one(params.q)?.slice(0, 100);
  const parsed = customerSearchSchema.safeParse({ q, page: one(params.page) });
  return parsed.success ? parsed.data : customerSearchSchema.parse({ q });
}

/** Nothing to list: past the end of it, nobody matching, or no customers yet. */
function emptyCustomers(
  t: Awaited<ReturnType<typeof wordsOf>>,
  searched: boolean,
  pastTheEnd: boolean,
): EmptyStateProps {
  const takeAnOrder = {
    href: adminRoutes.orders.new(),
    label: t('list.takeAnOrder'),
    primary: true,
  };
  const everyCustomer = { href: adminRoutes.customers.list(), label: t('list.everyCustomer') };
  if (pastTheEnd) {
    return {
      title: t('list.pastTheEndTitle'),
      hint: t('list.pastTheEndHint'),
      actions: [takeAnOrder, everyCustomer],
    };
  }
  if (searched) {
    return {
      title: t('list.nobodyTitle'),
      hint: t('list.nobodyHint'),
      actions: [takeAnOrder, everyCustomer],
    };
  }
  return { title: t('list.noneTitle'), hint: t('list.noneHint'), actions: [takeAnOrder] };
}

export default async function CustomersPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.customers.list());
  const [{ q, page }, t] = await Promise.all([searchParams.then(readQuery), wordsOf()]);
  const list = await searchCustomers(q, page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefOf = (to: number) => adminRoutes.customers.list({ q, page: to });
  const count = q
    ? t('list.matching', { ...counted(list.total), search: q })
    : t('list.latest', counted(list.total));
  return (
    <>
      <AdminPageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={<ButtonLink href={adminRoutes.orders.new()}>{t('list.newOrder')}</ButtonLink>}
      />
      <CustomerSearch action={adminRoutes.customers.list()} search={q ?? ''} />
      {/* A live region in the same place for every list: a new search is read out. */}
      <p role="status" className="text-ink-soft mb-4 text-sm">
        {list.total > 0 ? count : ''}
      </p>
      <DataTable
        caption={count}
        columns={customerColumns(t)}
        rows={list.items}
        rowKey={(item) => customerPath(item.key)}
        pagination={{ label: t('list.pages'), page: list.page, pages, hrefOf }}
        empty={emptyCustomers(t, q !== undefined, list.total > 0)}
      />
    </>
  );
}
