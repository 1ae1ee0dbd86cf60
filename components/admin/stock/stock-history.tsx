import Link from 'next/link';
import type { StockHistoryPage, StockMovementView } from '@/lib/catalogue/admin';
import { reasonLabels } from './reason-labels';
import { adminRoutes } from '@/lib/identity/client';

type Props = {
  variantId: number;
  history: StockHistoryPage;
  /** True when this page starts at the newest movement. */
  newest: boolean;
};

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

const signed = new Intl.NumberFormat('en', { signDisplay: 'exceptZero' });

const columns = 'md:grid md:grid-cols-[10rem_minmax(0,1fr)_4rem_5rem_10rem] md:gap-4';

/** Who moved the stock: the staff member, or the order (not linked yet: no order page). */
function who(movement: StockMovementView) {
  if (movement.orderNumber) return `Order ${movement.orderNumber}`;
  return movement.actorName ?? '—';
}

function Movement({ movement }: { movement: StockMovementView }) {
  const tone = movement.delta > 0 ? 'text-emerald-800' : movement.delta < 0 ? 'text-red-800' : '';
  return (
    <li className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-4 md:items-baseline ${columns}`}>
      <time
        dateTime={movement.createdAt}
        className="text-ink-muted order-3 text-xs md:order-none md:text-sm"
      >
        {when.format(new Date(movement.createdAt))}
      </time>
      <div className="min-w-0">
        <p className="text-ink text-sm">{reasonLabels[movement.reason]}</p>
        {movement.note && (
          <p className="text-ink-soft mt-0.5 text-sm break-words">{movement.note}</p>
        )}
      </div>
      <p className={`text-right text-lg tabular-nums md:text-base ${tone}`}>
        <span className="sr-only">Change </span>
        {signed.format(movement.delta)}
      </p>
      <p className="text-ink-soft order-4 text-right text-xs tabular-nums md:order-none md:text-sm">
        <span className="md:sr-only">Stock after </span>
        {movement.stockAfter}
      </p>
      <p className="text-ink-soft order-5 col-span-2 text-xs md:order-none md:col-span-1 md:text-sm">
        {who(movement)}
      </p>
    </li>
  );
}

/** A variant's stock movements, newest first, with links to older and back to the newest. */
export function StockHistory({ variantId, history, newest }: Props) {
  const { movements, nextCursor } = history;
  if (movements.length === 0 && newest) {
    return <p className="text-ink-soft text-sm">No stock has moved yet.</p>;
  }
  return (
    <>
      <div
        aria-hidden="true"
        className={`text-ink-muted hidden border-b border-stone-200 pb-2 text-[11px] tracking-[0.2em] uppercase ${columns}`}
      >
        <span>When</span>
        <span>Reason</span>
        <span className="text-right">Change</span>
        <span className="text-right">Stock after</span>
        <span>By</span>
      </div>
      {movements.length === 0 && <p className="text-ink-soft py-4 text-sm">Nothing older.</p>}
      <ol aria-label="Stock movements, newest first" className="divide-y divide-stone-200">
        {movements.map((movement) => (
          <Movement key={movement.id} movement={movement} />
        ))}
      </ol>
      {(nextCursor !== null || !newest) && (
        <nav aria-label="Pages of the history" className="mt-4 flex justify-between text-sm">
          {newest ? (
            <span />
          ) : (
            <Link
              href={adminRoutes.stock.variant(variantId)}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
            >
              ← Newest
            </Link>
          )}
          {nextCursor !== null && (
            <Link
              href={adminRoutes.stock.variant(variantId, { before: nextCursor })}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
            >
              Older →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
