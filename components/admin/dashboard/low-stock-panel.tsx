import Link from 'next/link';
import { stockTone } from '@/components/admin/stock/stock-tone';
import type { LowStockGlance } from '@/lib/ordering/admin';
import { adminRoutes } from '@/lib/identity/client';

const pieces = (total: number) => `${total} ${total === 1 ? 'piece is' : 'pieces are'}`;

/** How many pieces are low, the few with the fewest left, and the way to the whole list. */
export function LowStockPanel({ glance }: { glance: LowStockGlance }) {
  return (
    <section aria-labelledby="low-stock" className="border border-stone-200 bg-white p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="low-stock" className="text-ink text-xs tracking-[0.2em] uppercase">
          Low stock
        </h2>
        <Link
          href={adminRoutes.stock.list()}
          className="text-ink text-sm underline-offset-4 hover:underline"
        >
          All low stock<span className="sr-only"> ({glance.total})</span> →
        </Link>
      </div>
      <p className="text-ink-soft mt-3 text-sm">
        {glance.total === 0
          ? 'Nothing is low on stock.'
          : `${pieces(glance.total)} at or below their low-stock threshold.`}
      </p>
      {glance.items.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-100">
          {glance.items.map((item) => (
            <li key={item.variantId}>
              <Link
                href={adminRoutes.stock.variant(item.variantId)}
                className="flex items-center justify-between gap-4 py-3 transition-colors hover:bg-stone-50"
              >
                <span className="min-w-0">
                  <span className="text-ink block truncate">{item.productName}</span>
                  <span className="text-ink-muted block text-xs">
                    {item.size} · {item.colour}
                  </span>
                </span>
                <span className={`shrink-0 text-xl font-light tabular-nums ${stockTone(item)}`}>
                  {item.stock}
                  <span className="sr-only"> left</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
