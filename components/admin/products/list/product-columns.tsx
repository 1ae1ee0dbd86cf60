import Link from 'next/link';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import type { AdminProductRow } from '@/lib/catalogue/admin';
import { StatusBadge, StockBadge } from './product-badges';
import { ProductThumb } from './product-thumb';
import { counted, formatUpdated, priceText, type ProductTableT } from './row-text';
import { adminRoutes } from '@/lib/identity/client';

/** A column sorted by `key` one way and by `-key` the other. */
const sortedBy = (key: string, first: 'ascending' | 'descending' = 'ascending') => ({
  ascending: key,
  descending: `-${key}`,
  first,
});

/** The products' columns: photo, name and SKU, category, price, stock, status, last change. */
export const productColumns = (t: ProductTableT): DataColumn<AdminProductRow>[] => [
  {
    id: 'photo',
    header: t('photo'),
    quietHeader: true,
    card: 'aside',
    cell: (row) => <ProductThumb path={row.photo} />,
  },
  {
    id: 'product',
    header: t('product'),
    card: 'title',
    sort: sortedBy('name'),
    cell: (row) => (
      <>
        <Link href={adminRoutes.products.edit(row.id)} className={rowLinkClass}>
          {row.name}
        </Link>
        <p className="text-ink-muted mt-0.5 text-xs tracking-wide">
          {row.sku}
          <span className="xl:hidden"> · {row.categoryName}</span>
        </p>
      </>
    ),
  },
  {
    id: 'category',
    header: t('category'),
    from: 'xl',
    card: 'none',
    cell: (row) => <span className="text-ink-soft">{row.categoryName}</span>,
  },
  {
    id: 'price',
    header: t('price'),
    align: 'end',
    sort: sortedBy('price'),
    cell: (row) => (
      <span className="text-ink whitespace-nowrap tabular-nums">
        {priceText(t, row.minPrice, row.maxPrice)}
      </span>
    ),
  },
  {
    id: 'stock',
    header: t('stock'),
    align: 'end',
    sort: sortedBy('stock'),
    cell: (row) => (
      <>
        <p className="text-ink whitespace-nowrap tabular-nums">
          {t('pieces', counted(row.totalStock))}
        </p>
        <p className="text-ink-muted mt-0.5 text-xs">{t('variants', counted(row.variantCount))}</p>
        <div className="mt-1">
          <StockBadge state={row.stockState} />
        </div>
      </>
    ),
  },
  {
    id: 'status',
    header: t('status'),
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    id: 'updated',
    header: t('updated'),
    from: 'lg',
    sort: sortedBy('updated', 'descending'),
    cell: (row) => <span className="text-ink-soft text-xs">{formatUpdated(row.updatedAt)}</span>,
  },
];
