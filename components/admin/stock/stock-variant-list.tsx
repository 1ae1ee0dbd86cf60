import Link from 'next/link';
import type { StockVariant } from '@/lib/catalogue/admin';
import { StatusTag } from './status-tag';
import { StockThumbnail } from './stock-thumbnail';

const columns = 'md:grid md:grid-cols-[3.5rem_minmax(0,1fr)_9rem_10rem_5rem_6rem] md:gap-6';

/** The colour of a stock figure: red when none is left, the accent when low. */
export const stockTone = ({ stock, threshold }: Pick<StockVariant, 'stock' | 'threshold'>) =>
  stock === 0 ? 'text-red-800' : stock <= threshold ? 'text-primary-800' : 'text-ink';

/** A threshold's words: its number, and whether it is the store's default. */
export const thresholdText = (item: Pick<StockVariant, 'threshold' | 'usesDefault'>) =>
  `${item.threshold}${item.usesDefault ? ' (default)' : ''}`;

function Row({ item }: { item: StockVariant }) {
  return (
    <li>
      <Link
        href={`/admin/stock/${item.variantId}`}
        className={`flex items-center gap-4 py-4 transition-colors hover:bg-stone-50 md:items-center ${columns}`}
      >
        <StockThumbnail photo={item.photo} />
        <span className="min-w-0 flex-1">
          <span className="text-ink block leading-snug">
            {item.productName}
            <StatusTag status={item.productStatus} />
          </span>
          <span className="text-ink-muted mt-1 block text-xs md:hidden">
            {item.size} · {item.colour}
          </span>
          <span className="text-ink-soft mt-1 block font-mono text-xs break-all md:hidden">
            {item.variantSku}
          </span>
        </span>
        <span className="text-ink-soft hidden text-sm md:block">
          {item.size} · {item.colour}
        </span>
        <span className="text-ink-soft hidden font-mono text-xs break-all md:block">
          {item.variantSku}
        </span>
        <span className="shrink-0 text-right">
          <span
            className={`block text-2xl font-light tabular-nums ${stockTone(item)}`}
            data-testid="row-stock"
          >
            {item.stock}
            <span className="sr-only"> in stock</span>
          </span>
          <span className="text-ink-muted block text-xs md:hidden">
            low at {thresholdText(item)}
          </span>
        </span>
        <span className="text-ink-muted hidden text-right text-sm md:block">
          <span className="sr-only">low at </span>
          {thresholdText(item)}
        </span>
      </Link>
    </li>
  );
}

/** Variants as a list of links to their stock pages: stacked cards on a phone, columns wider up. */
export function StockVariantList({ items }: { items: StockVariant[] }) {
  return (
    <>
      <div
        aria-hidden="true"
        className={`text-ink-muted hidden border-b border-stone-200 pb-2 text-[11px] tracking-[0.2em] uppercase ${columns}`}
      >
        <span />
        <span>Product</span>
        <span>Size · colour</span>
        <span>SKU</span>
        <span className="text-right">Stock</span>
        <span className="text-right">Low at</span>
      </div>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => (
          <Row key={item.variantId} item={item} />
        ))}
      </ul>
    </>
  );
}
