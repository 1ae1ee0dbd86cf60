import type { StockState } from '@/lib/catalogue/admin';
import { statusLabels, stockLabels, type ProductStatus } from '../labels';

const badge = 'inline-flex items-center border px-2 py-0.5 text-xs tracking-wide whitespace-nowrap';

const statusStyles: Record<ProductStatus, string> = {
  draft: 'border-stone-300 bg-stone-50 text-ink-soft',
  published: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  archived: 'border-stone-200 bg-stone-100 text-ink-muted line-through decoration-stone-400',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`${badge} ${statusStyles[status]}`}>{statusLabels[status]}</span>;
}

const stockStyles: Record<Exclude<StockState, 'in_stock'>, string> = {
  low: 'border-amber-200 bg-amber-50 text-amber-900',
  out: 'border-red-200 bg-red-50 text-red-800',
};

/** Only a problem earns a badge: low or out of stock. */
export function StockBadge({ state }: { state: StockState }) {
  if (state === 'in_stock') return null;
  return <span className={`${badge} ${stockStyles[state]}`}>{stockLabels[state]}</span>;
}
