import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { PageNav } from '@/components/admin/stock/page-nav';
import { StockSearch } from '@/components/admin/stock/stock-search';
import { StockVariantList } from '@/components/admin/stock/stock-variant-list';
import { requireStaffPage } from '@/lib/identity/admin';
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

function emptyText(total: number, search: string | undefined) {
  if (total > 0) return 'This page is past the end of the list.';
  if (search === undefined) return 'Nothing is low on stock.';
  return 'Nothing matches. Try part of the name, or the SKU on the label.';
}

export default async function StockPage({ searchParams }: Props) {
  await requireStaffPage('/admin/stock');
  const query = readQuery(await searchParams);
  const { search, page } = query;
  if (search !== undefined) {
    const scanned = await variantIdBySku(search);
    if (scanned !== null) redirect(`/admin/stock/${scanned}`);
  }
  const list = search === undefined ? await lowStockList({ page }) : await findStockVariants(query);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefOf = (to: number) =>
    `/admin/stock?${new URLSearchParams({ ...(search && { q: search }), page: String(to) })}`;
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
        {list.items.length === 0 ? (
          <p className="text-ink-soft text-sm">{emptyText(list.total, search)}</p>
        ) : (
          <StockVariantList items={list.items} />
        )}
        <PageNav
          of={search === undefined ? 'the low-stock list' : 'the results'}
          page={list.page}
          pages={pages}
          hrefOf={hrefOf}
        />
      </Panel>
    </>
  );
}
