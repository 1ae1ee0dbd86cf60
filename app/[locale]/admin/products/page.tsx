import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import {
  filterSearch,
  hasFilters,
  listHref,
  readListQuery,
} from '@/components/admin/products/list/list-query';
import { productColumns } from '@/components/admin/products/list/product-columns';
import { ProductFilters } from '@/components/admin/products/list/product-filters';
import { productsText } from '@/components/admin/products/list/row-text';
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

export const metadata: Metadata = { title: 'Products' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const exportPath = '/api/v1/admin/products/export';

const newProduct = { href: adminRoutes.products.new(), label: 'New product', primary: true };

/** Nothing to list: past the end of it, nothing matching, or no products yet. */
function emptyProducts(filtered: boolean, pastTheEnd: string | null): EmptyStateProps {
  if (pastTheEnd) {
    return {
      title: 'This page is past the end of the list',
      hint: 'The list has fewer pages than that.',
      actions: [newProduct, { href: pastTheEnd, label: 'Back to the first page' }],
    };
  }
  if (filtered) {
    return {
      title: 'No product matches',
      hint: 'Try other words or fewer filters, or add the product.',
      actions: [
        newProduct,
        { href: adminRoutes.products.list(), label: 'Clear search and filters' },
      ],
    };
  }
  return {
    title: 'No products yet',
    hint: 'Add the first one: it stays a draft until you publish it.',
    actions: [newProduct],
  };
}

const isSort = (value: string): value is AdminProductSort =>
  (adminProductSorts as readonly string[]).includes(value);

export default async function ProductsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.products.list());
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
            <a
              href={filters ? `${exportPath}?${filters}` : exportPath}
              className={buttonClass({ variant: 'quiet' })}
            >
              Export CSV
            </a>
            <ButtonLink href={adminRoutes.products.import()} variant="quiet">
              Import CSV
            </ButtonLink>
            <ButtonLink href={adminRoutes.products.new()}>New product</ButtonLink>
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
      <DataTable
        caption={`Products ${first} to ${last} of ${list.count}, sorted by ${sortLabels[query.sort]}`}
        columns={productColumns}
        rows={list.rows}
        rowKey={(row) => String(row.id)}
        sort={{
          current: query.sort,
          hrefOf: (sort) => listHref(query, { sort: isSort(sort) ? sort : query.sort, page: 1 }),
        }}
        pagination={{
          label: 'Pages of products',
          page: query.page,
          pages: Math.max(1, Math.ceil(list.count / query.page_size)),
          hrefOf: (page) => listHref(query, { page }),
        }}
        empty={emptyProducts(filtered, list.count > 0 ? listHref(query, { page: 1 }) : null)}
      />
    </>
  );
}
