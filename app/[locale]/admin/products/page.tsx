import type { Metadata } from 'next';
import Link from 'next/link';
import { primaryButtonClass, textButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmptyProducts } from '@/components/admin/products/list/empty-products';
import {
  filterSearch,
  hasFilters,
  listHref,
  readListQuery,
} from '@/components/admin/products/list/list-query';
import { Pagination } from '@/components/admin/products/list/pagination';
import { ProductCards } from '@/components/admin/products/list/product-cards';
import { ProductFilters } from '@/components/admin/products/list/product-filters';
import { ProductTable } from '@/components/admin/products/list/product-table';
import { productsText } from '@/components/admin/products/list/row-text';
import { sortLabels } from '@/components/admin/products/labels';
import { productFormOptions, listAdminProducts } from '@/lib/catalogue/admin';
import { requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Products' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const exportPath = '/api/v1/admin/products/export';

export default async function ProductsPage({ searchParams }: Props) {
  await requireStaffPage('/admin/products');
  const { query, ignored } = readListQuery(await searchParams);
  const [list, options] = await Promise.all([listAdminProducts(query), productFormOptions()]);
  const filtered = hasFilters(query);
  const filters = filterSearch(query);
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.rows.length - 1;
  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Every product of the store: drafts, published and archived."
        actions={
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <a href={filters ? `${exportPath}?${filters}` : exportPath} className={textButtonClass}>
              Export CSV
            </a>
            <Link href="/admin/products/import" className={textButtonClass}>
              Import CSV
            </Link>
            <Link href="/admin/products/new" className={primaryButtonClass}>
              New product
            </Link>
          </div>
        }
      />
      <ProductFilters query={query} categories={options.categories} filtered={filtered} />
      {ignored.length > 0 && (
        <p className="mb-4 border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The address had values this list does not know ({ignored.join(', ')}); they were left out.
        </p>
      )}
      <p className="text-ink-soft mb-3 text-sm">
        {list.rows.length > 0
          ? `${productsText(list.count)} · showing ${first}–${last}`
          : productsText(list.count)}
      </p>
      {list.rows.length > 0 ? (
        <>
          <ProductTable
            rows={list.rows}
            caption={`Products ${first} to ${last} of ${list.count}, sorted by ${sortLabels[query.sort]}`}
          />
          <ProductCards rows={list.rows} />
        </>
      ) : (
        <EmptyProducts
          filtered={filtered}
          pastTheEnd={list.count > 0 ? listHref(query, { page: 1 }) : null}
        />
      )}
      <Pagination query={query} count={list.count} />
    </>
  );
}
