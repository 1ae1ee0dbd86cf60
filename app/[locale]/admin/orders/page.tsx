import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { counted } from '@/components/admin/customers/customer-words';
import {
  deskListHref,
  deskQueryInput,
  hasDeskFilters,
  readDeskQuery,
} from '@/components/admin/orders/desk-query';
import { orderColumns } from '@/components/admin/orders/order-columns';
import { OrderFilters } from '@/components/admin/orders/order-filters';
import { OrderListLinks } from '@/components/admin/orders/order-list-links';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { deskOrderSorts, listDeskOrders, type DeskOrderSort } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('orders.list.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A number as the staff read it: their digits, no grouping (1042, not 1,042). */
const digits = (value: number) => localeDigits(String(value), staffLocale);

const isSort = (value: string): value is DeskOrderSort =>
  (deskOrderSorts as readonly string[]).includes(value);

/** Nothing to list: past the end of it, nothing matching, or no orders yet. */
function emptyOrders(
  t: Awaited<ReturnType<typeof wordsOf>>,
  filtered: boolean,
  pastTheEnd: string | null,
): EmptyStateProps {
  if (pastTheEnd) {
    return {
      title: t('common.pastTheEnd'),
      hint: t('common.pastTheEndHint'),
      actions: [{ href: pastTheEnd, label: t('common.backToFirst') }],
    };
  }
  if (filtered) {
    return {
      title: t('orders.list.noMatch'),
      hint: t('orders.list.noMatchHint'),
      actions: [{ href: adminRoutes.orders.list(), label: t('common.clearFilters') }],
    };
  }
  return { title: t('orders.list.none'), hint: t('orders.list.noneHint') };
}

/** /admin/orders: the desk's list, the home of daily work. */
export default async function OrdersPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.orders.list());
  const { query, ignored } = readDeskQuery(await searchParams);
  const [list, t, ordersT, words] = await Promise.all([
    listDeskOrders(deskQueryInput(query)),
    wordsOf(),
    getTranslations({ locale: staffLocale, namespace: 'admin.orders' }),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary' }),
  ]);
  const filtered = hasDeskFilters(query);
  const firstRow = (list.page - 1) * list.pageSize + 1;
  const first = digits(firstRow);
  const last = digits(firstRow + list.rows.length - 1);
  const sort = words(`deskOrderSort.${query.sort}`).toLowerCase();
  return (
    <>
      <AdminPageHeader title={t('orders.list.title')} description={t('orders.list.description')} />
      <OrderListLinks current="orders" />
      <OrderFilters query={query} filtered={filtered} />
      {ignored.length > 0 && (
        <p className="mb-4 border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('orders.list.ignored', { values: ignored.join(', ') })}
        </p>
      )}
      <p role="status" className="text-ink-soft mb-3 text-sm">
        {list.rows.length > 0
          ? t('orders.list.showing', { ...counted(list.total), first, last })
          : t('orders.list.count', counted(list.total))}
      </p>
      <DataTable
        caption={t('orders.list.caption', { first, last, total: digits(list.total), sort })}
        columns={orderColumns(ordersT)}
        rows={list.rows}
        rowKey={(row) => row.number}
        sort={{
          current: query.sort,
          hrefOf: (sort) =>
            deskListHref(query, { sort: isSort(sort) ? sort : query.sort, page: 1 }),
        }}
        pagination={{
          label: t('orders.list.pages'),
          page: query.page,
          pages: Math.max(1, Math.ceil(list.total / list.pageSize)),
          hrefOf: (page) => deskListHref(query, { page }),
        }}
        empty={emptyOrders(t, filtered, list.total > 0 ? deskListHref(query, { page: 1 }) : null)}
      />
    </>
  );
}
