import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import {
  filterSearch,
  hasFilters,
  listHref,
  readListQuery,
} from '@/components/admin/products/list/list-query';
import { productColumns } from '@/components/admin/products/list/product-columns';
import { ProductFilters } from '@/components/admin/products/list/product-filters';
import { counted } from '@/components/admin/products/list/row-text';
import { sortLabels } from '@/components/admin/products/labels';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import {
  adminProductSorts,
  productFormOptions,
  listAdminProducts,
  type AdminProductSort,
} from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const listText = () => getTranslations({ locale: staffLocale, namespace: 'admin.products.list' });

type ListT = Awaited<ReturnType<typeof listText>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await listText())('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const exportPath = '/api/v1/admin/products/export';

/** Nothing to list: past the end of it, nothing matching, or no products yet. */
function emptyProducts(t: ListT, filtered: boolean, pastTheEnd: string | null): EmptyStateProps {
  const newProduct = { href: adminRoutes.products.new(), label: t('newProduct'), primary: true };
  if (pastTheEnd) {
    return {
      title: t('pastTheEnd'),
      hint: t('pastTheEndHint'),
      actions: [newProduct, { href: pastTheEnd, label: t('backToFirst') }],
    };
  }
  if (filtered) {
    return {
      title: t('noMatch'),
      hint: t('noMatchHint'),
      actions: [newProduct, { href: adminRoutes.products.list(), label: t('clear') }],
    };
  }
  return { title: t('none'), hint: t('noneHint'), actions: [newProduct] };
}

const isSort = (value: string): value is AdminProductSort =>
  (adminProductSorts as readonly string[]).includes(value);

export default async function ProductsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.products.list());
  const { query, ignored } = readListQuery(await searchParams);
  const [list, options, t, tableT] = await Promise.all([
    listAdminProducts(query),
    productFormOptions(),
    listText(),
    getTranslations({ locale: staffLocale, namespace: 'admin.products.table' }),
  ]);
  const filtered = hasFilters(query);
  const filters = filterSearch(query);
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.rows.length - 1;
  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <a
              href={filters ? `${exportPath}?${filters}` : exportPath}
              className={buttonClass({ variant: 'quiet' })}
            >
              {t('exportCsv')}
            </a>
            <ButtonLink href={adminRoutes.products.import()} variant="quiet">
              {t('importCsv')}
            </ButtonLink>
            <ButtonLink href={adminRoutes.products.new()}>{t('newProduct')}</ButtonLink>
          </div>
        }
      />
      <ProductFilters query={query} categories={options.categories} filtered={filtered} />
      {ignored.length > 0 && (
        <p className="mb-4 border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('ignored', { values: ignored.join(', ') })}
        </p>
      )}
      <p className="text-ink-soft mb-3 text-sm">
        {list.rows.length > 0
          ? t('showing', { ...counted(list.count), first, last })
          : t('count', counted(list.count))}
      </p>
      <DataTable
        caption={t('caption', { first, last, count: list.count, sort: sortLabels[query.sort] })}
        columns={productColumns(tableT)}
        rows={list.rows}
        rowKey={(row) => String(row.id)}
        sort={{
          current: query.sort,
          hrefOf: (sort) => listHref(query, { sort: isSort(sort) ? sort : query.sort, page: 1 }),
        }}
        pagination={{
          label: t('pages'),
          page: query.page,
          pages: Math.max(1, Math.ceil(list.count / query.page_size)),
          hrefOf: (page) => listHref(query, { page }),
        }}
        empty={emptyProducts(t, filtered, list.count > 0 ? listHref(query, { page: 1 }) : null)}
      />
    </>
  );
}
