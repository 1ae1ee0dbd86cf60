import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { counted } from '@/components/admin/customers/customer-words';
import { Panel } from '@/components/admin/panel';
import { stockColumns } from '@/components/admin/stock/stock-columns';
import { wantedColumns } from '@/components/admin/stock/wanted-columns';
import { StockSearch } from '@/components/admin/stock/stock-search';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import {
  findStockVariants,
  lowStockQuerySchema,
  mostWantedSoldOut,
  variantIdBySku,
} from '@/lib/catalogue/admin';
import { lowStockList } from '@/lib/catalogue';
import { staffLocale } from '@/lib/i18n/staff-locale';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin' });

type AdminT = Awaited<ReturnType<typeof wordsOf>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('stock.page.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address's search and page; what cannot be read is left out (page 1, no search). */
function readQuery(params: Record<string, string | string[] | undefined>) {
  const search = one(params.q);
  const parsed = lowStockQuerySchema.safeParse({ search, page: one(params.page) });
  if (parsed.success) return parsed.data;
  return lowStockQuerySchema.parse({ search: search?.slice(0, 100) });
}

function countText(t: AdminT, total: number, search: string | undefined) {
  if (search !== undefined) return t('stock.page.matching', { ...counted(total), search });
  if (total === 0) return '';
  return t('stock.page.low', counted(total));
}

function emptyStock(t: AdminT, total: number, search: string | undefined): EmptyStateProps {
  const backToLow = { href: adminRoutes.stock.list(), label: t('stock.page.backToLow') };
  if (total > 0) {
    return {
      title: t('stock.page.pastTheEnd'),
      hint: t('common.pastTheEndHint'),
      actions: [backToLow],
    };
  }
  if (search === undefined) {
    return { title: t('stock.page.noneLow'), hint: t('stock.page.noneLowHint') };
  }
  return {
    title: t('stock.page.noMatch'),
    hint: t('stock.page.noMatchHint'),
    actions: [backToLow],
  };
}

export default async function StockPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.stock.list());
  const [query, t, columnsT, wantedT, wanted] = await Promise.all([
    searchParams.then(readQuery),
    wordsOf(),
    getTranslations({ locale: staffLocale, namespace: 'admin.stock.columns' }),
    getTranslations({ locale: staffLocale, namespace: 'admin.stock.wanted' }),
    mostWantedSoldOut(),
  ]);
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
      <AdminPageHeader title={t('stock.page.title')} description={t('stock.page.description')} />
      <StockSearch search={search ?? ''} />
      <Panel title={search === undefined ? t('stock.page.lowOnStock') : t('stock.page.found')}>
        {/* A live region in the same place for both lists: a new search is read out. */}
        <p role="status" className="text-ink-soft -mt-2 mb-4 text-sm">
          {countText(t, list.total, search)}
        </p>
        <DataTable
          caption={search === undefined ? t('stock.page.lowCaption') : t('stock.page.foundCaption')}
          columns={stockColumns(columnsT)}
          rows={list.items}
          rowKey={(item) => String(item.variantId)}
          framed={false}
          pagination={{
            label: search === undefined ? t('stock.page.lowPages') : t('stock.page.foundPages'),
            page: list.page,
            pages,
            hrefOf,
          }}
          empty={emptyStock(t, list.total, search)}
        />
      </Panel>
      {search === undefined && (
        <Panel title={wantedT('title')} className="mt-6">
          <DataTable
            caption={wantedT('caption')}
            columns={wantedColumns(wantedT)}
            rows={wanted}
            rowKey={(item) => String(item.variantId)}
            framed={false}
            empty={{ title: wantedT('none'), hint: wantedT('noneHint') }}
          />
        </Panel>
      )}
    </>
  );
}
