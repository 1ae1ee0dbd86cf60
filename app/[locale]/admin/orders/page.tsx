import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { deskSortLabels } from '@/components/admin/orders/desk-labels';
import { DeskPagination } from '@/components/admin/orders/desk-pagination';
import {
  deskListHref,
  deskQueryInput,
  hasDeskFilters,
  readDeskQuery,
} from '@/components/admin/orders/desk-query';
import { EmptyOrders } from '@/components/admin/orders/empty-orders';
import { OrderCards } from '@/components/admin/orders/order-cards';
import { OrderFilters } from '@/components/admin/orders/order-filters';
import { OrderTable } from '@/components/admin/orders/order-table';
import { listDeskOrders } from '@/lib/ordering/admin';
import { requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ordersText = (total: number) => `${total} ${total === 1 ? 'order' : 'orders'}`;

/** /admin/orders: the desk's list, the home of daily work. */
export default async function OrdersPage({ searchParams }: Props) {
  await requireStaffPage('/admin/orders');
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
      {list.rows.length > 0 ? (
        <>
          <OrderTable
            rows={list.rows}
            caption={`Orders ${first} to ${last} of ${list.total}, ${deskSortLabels[query.sort].toLowerCase()}`}
          />
          <OrderCards rows={list.rows} />
        </>
      ) : (
        <EmptyOrders
          filtered={filtered}
          pastTheEnd={list.total > 0 ? deskListHref(query, { page: 1 }) : null}
        />
      )}
      <DeskPagination query={query} total={list.total} pageSize={list.pageSize} />
    </>
  );
}
