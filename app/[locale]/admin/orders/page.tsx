import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { deskSortLabels } from '@/components/admin/orders/desk-labels';
import {
  deskListHref,
  deskQueryInput,
  hasDeskFilters,
  readDeskQuery,
} from '@/components/admin/orders/desk-query';
import { orderColumns } from '@/components/admin/orders/order-columns';
import { OrderFilters } from '@/components/admin/orders/order-filters';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { deskOrderSorts, listDeskOrders, type DeskOrderSort } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ordersText = (total: number) => `${total} ${total === 1 ? 'order' : 'orders'}`;

const isSort = (value: string): value is DeskOrderSort =>
  (deskOrderSorts as readonly string[]).includes(value);

/** Nothing to list: past the end of it, nothing matching, or no orders yet. */
function emptyOrders(filtered: boolean, pastTheEnd: string | null): EmptyStateProps {
  if (pastTheEnd) {
    return {
      title: 'This page is past the end of the list',
      hint: 'The list has fewer pages than that.',
      actions: [{ href: pastTheEnd, label: 'Back to the first page' }],
    };
  }
  if (filtered) {
    return {
      title: 'No order matches',
      hint: 'Try part of the number, the phone as the shopper gave it, or fewer filters.',
      actions: [{ href: adminRoutes.orders.list(), label: 'Clear search and filters' }],
    };
  }
  return {
    title: 'No orders yet',
    hint: 'Orders placed on the website or taken by staff appear here.',
  };
}

/** /admin/orders: the desk's list, the home of daily work. */
export default async function OrdersPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.orders.list());
  const { query, ignored } = readDeskQuery(await searchParams);
  const list = await listDeskOrders(deskQueryInput(query));
  const filtered = hasDeskFilters(query);
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.rows.length - 1;
  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Every order, newest first: confirm cash-on-delivery orders by phone, pack and ship them, and record what comes back."
      />
      <OrderFilters query={query} filtered={filtered} />
      {ignored.length > 0 && (
        <p className="mb-4 border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The address had values this list cannot read ({ignored.join(', ')}); they were left out.
        </p>
      )}
      <p role="status" className="text-ink-soft mb-3 text-sm">
        {list.rows.length > 0
          ? `${ordersText(list.total)} · showing ${first}–${last}`
          : ordersText(list.total)}
      </p>
      <DataTable
        caption={`Orders ${first} to ${last} of ${list.total}, ${deskSortLabels[query.sort].toLowerCase()}`}
        columns={orderColumns}
        rows={list.rows}
        rowKey={(row) => row.number}
        sort={{
          current: query.sort,
          hrefOf: (sort) =>
            deskListHref(query, { sort: isSort(sort) ? sort : query.sort, page: 1 }),
        }}
        pagination={{
          label: 'Pages of orders',
          page: query.page,
          pages: Math.max(1, Math.ceil(list.total / list.pageSize)),
          hrefOf: (page) => deskListHref(query, { page }),
        }}
        empty={emptyOrders(filtered, list.total > 0 ? deskListHref(query, { page: 1 }) : null)}
      />
    </>
  );
}
