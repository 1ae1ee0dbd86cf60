import Link from 'next/link';
import type { AdminProductRow } from '@/lib/catalogue/admin';
import { StatusBadge, StockBadge } from './product-badges';
import { ProductThumb } from './product-thumb';
import { formatUpdated, piecesText, priceText } from './row-text';

/** The list on a phone: a card per product, the whole card a target for the product's link. */
export function ProductCards({ rows }: { rows: AdminProductRow[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => (
        <li
          key={row.id}
          className="relative flex gap-4 border border-stone-200 bg-white p-4 focus-within:border-stone-400"
        >
          <ProductThumb path={row.photo} />
          <div className="min-w-0 flex-1">
            <Link
              href={`/admin/products/${row.id}`}
              className="text-ink block font-medium after:absolute after:inset-0"
            >
              {row.name}
            </Link>
            <p className="text-ink-muted mt-0.5 truncate text-xs tracking-wide">
              {row.sku} · {row.categoryName}
            </p>
            <p className="text-ink mt-2 text-sm tabular-nums">
              {priceText(row.minPrice, row.maxPrice)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StatusBadge status={row.status} />
              <StockBadge state={row.stockState} />
              <span className="text-ink-soft text-xs tabular-nums">
                {piecesText(row.totalStock)}
              </span>
            </div>
            <p className="text-ink-muted mt-2 text-xs">Updated {formatUpdated(row.updatedAt)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
