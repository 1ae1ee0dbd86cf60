import Link from 'next/link';
import { rowLinkClass } from '@/components/ui/data-table';
import { adminRoutes } from '@/lib/identity/client';

/** A stock list's piece: its name and SKU (what a scanner's search finds), to its stock page. */
export function StockPieceLink({
  variantId,
  name,
  sku,
}: {
  variantId: number;
  name: string;
  sku: string;
}) {
  return (
    <Link href={adminRoutes.stock.variant(variantId)} className={rowLinkClass}>
      {name}
      <span className="text-ink-soft mt-1 block font-mono text-xs font-normal tracking-normal break-all">
        {sku}
      </span>
    </Link>
  );
}
