import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { stockColumns } from '@/components/admin/stock/stock-columns';
import { StockSearch } from '@/components/admin/stock/stock-search';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { findStockVariants, variantIdBySku, lowStockQuerySchema } from '@/lib/catalogue/admin';
import { lowStockList } from '@/lib/catalogue';

export const metadata: Metadata = { title: 'Stock' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address's search and page; what cannot be read is left out (page 1, no search). */
function readQuery(params: Record<string, string | string[] | undefined>) {
  const search = one(params.q);
  const parsed = lowStockQuerySchema.safeParse({ search, page: one(params.page) });
  if (parsed.success) return parsed.data;
  return lowStockQuerySchema.parse({ search: search?.slice(0, 100) });
}

const pieces = (total: number) => `${total} ${total === 1 ? 'piece' : 'pieces'}`;

function countText(total: number, search: string | undefined) {
  if (search !== undefined) {
    return `${pieces(total)} ${total === 1 ? 'matches' : 'match'} “${search}”.`;
  }
  if (total === 0) return '';
  return `${pieces(total)} at or below their low-stock threshold, fewest first.`;
}

function emptyStock(total: number, search: string | undefined): EmptyStateProps {
  if (total > 0) {
    return {
      title: 'This page is past the end of the list.',
      hint: 'The list has fewer pages than that.',
      actions: [{ href: adminRoutes.stock.list(), label: 'Back to the low-stock list' }],
    };
  }
  if (search === undefined) {
    return {
      title: 'Nothing is low on stock.',
      hint: 'Every piece is above its low-stock threshold.',
    };
  }
  return {
    title: 'Nothing matches.',
    hint: 'Try part of the name, or the SKU on the label.',
    actions: [{ href: adminRoutes.stock.list(), label: 'Back to the low-stock list' }],
  };
}

export default async function StockPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.stock.list());
  const query = readQuery(await searchParams);
  const { search, page } = query;
  if (search !== undefined) {
    const scanned = await variantIdBySku(search);
    if (scanned !== null) redirect(adminRoutes.stock.variant(scanned));
  }
  const list = search === undefined ? await lowStockList({ page }) : await findStockVariants(query);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefOf = (to: number) => adminRoutes.stock.list({ q: search, page: to });
  return (
    <>
      <AdminPageHeader
        title="Stock"
        description="Find a piece by its name or SKU to record what came in, sold in the shop or was damaged, or to correct its count."
      />
      <StockSearch search={search ?? ''} />
      <Panel title={search === undefined ? 'Low on stock' : 'Found'}>
        {/* A live region in the same place for both lists: a new search is read out. */}
        <p role="status" className="text-ink-soft -mt-2 mb-4 text-sm">
          {countText(list.total, search)}
        </p>
        <DataTable
          caption={search === undefined ? 'Pieces low on stock, fewest first' : 'Pieces found'}
          columns={stockColumns}
          rows={list.items}
          rowKey={(item) => String(item.variantId)}
          framed={false}
          pagination={{
            label: search === undefined ? 'Pages of the low-stock list' : 'Pages of the results',
            page: list.page,
            pages,
            hrefOf,
          }}
          empty={emptyStock(list.total, search)}
        />
      </Panel>
    </>
  );
}
