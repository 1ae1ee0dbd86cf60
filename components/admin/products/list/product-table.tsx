import Link from 'next/link';
import type { AdminProductRow } from '@/lib/catalogue/admin';
import { StatusBadge, StockBadge } from './product-badges';
import { ProductThumb } from './product-thumb';
import { formatUpdated, piecesText, priceText, variantsText } from './row-text';

const head = 'px-3 py-3 text-left text-xs font-normal tracking-[0.15em] text-ink-soft uppercase';
const cell = 'px-3 py-3 align-middle';

/** The list on wide screens: one row per product, its name linking to the form. */
export function ProductTable({ rows, caption }: { rows: AdminProductRow[]; caption: string }) {
  return (
    <div className="hidden border border-stone-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200">
          <tr>
            <th scope="col" className={`${head} w-16`}>
              <span className="sr-only">Photo</span>
            </th>
            <th scope="col" className={head}>
              Product
            </th>
            <th scope="col" className={`${head} hidden xl:table-cell`}>
              Category
            </th>
            <th scope="col" className={`${head} text-right`}>
              Price
            </th>
            <th scope="col" className={`${head} text-right`}>
              Stock
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={`${head} hidden lg:table-cell`}>
              Updated
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-stone-50">
              <td className={`${cell} py-2`}>
                <ProductThumb path={row.photo} />
              </td>
              <td className={cell}>
                <Link
                  href={`/admin/products/${row.id}`}
                  className="text-ink hover:text-primary-800 font-medium underline-offset-4 hover:underline"
                >
                  {row.name}
                </Link>
                <p className="text-ink-muted mt-0.5 text-xs tracking-wide">
                  {row.sku}
                  <span className="xl:hidden"> · {row.categoryName}</span>
                </p>
              </td>
              <td className={`${cell} text-ink-soft hidden xl:table-cell`}>{row.categoryName}</td>
              <td className={`${cell} text-ink text-right whitespace-nowrap tabular-nums`}>
                {priceText(row.minPrice, row.maxPrice)}
              </td>
              <td className={`${cell} text-right`}>
                <p className="text-ink whitespace-nowrap tabular-nums">
                  {piecesText(row.totalStock)}
                </p>
                <p className="text-ink-muted mt-0.5 text-xs">{variantsText(row.variantCount)}</p>
                <div className="mt-1">
                  <StockBadge state={row.stockState} />
                </div>
              </td>
              <td className={cell}>
                <StatusBadge status={row.status} />
              </td>
              <td className={`${cell} text-ink-soft hidden text-xs lg:table-cell`}>
                {formatUpdated(row.updatedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
