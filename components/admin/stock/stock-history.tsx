import Link from 'next/link';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
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

const pageLink = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

/** Who moved the stock: the staff member, or the order (not linked yet: no order page). */
function who(movement: StockMovementView) {
  if (movement.orderNumber) return `Order ${movement.orderNumber}`;
  return movement.actorName ?? '—';
}

const toneOf = (delta: number) =>
  delta > 0 ? 'text-emerald-800' : delta < 0 ? 'text-red-800' : 'text-ink';

/** A movement: why, by how much, what it left, who made it and when. */
const movementColumns: DataColumn<StockMovementView>[] = [
  {
    id: 'reason',
    header: 'Reason',
    card: 'title',
    cell: (movement) => (
      <div className="min-w-0">
        <p className="text-ink">{reasonLabels[movement.reason]}</p>
        {movement.note && <p className="text-ink-soft mt-0.5 break-words">{movement.note}</p>}
      </div>
    ),
  },
  {
    id: 'change',
    header: 'Change',
    align: 'end',
    cell: (movement) => (
      <span className={`text-base tabular-nums ${toneOf(movement.delta)}`}>
        {signed.format(movement.delta)}
      </span>
    ),
  },
  {
    id: 'after',
    header: 'Stock after',
    align: 'end',
    cell: (movement) => <span className="text-ink-soft tabular-nums">{movement.stockAfter}</span>,
  },
  {
    id: 'by',
    header: 'By',
    cell: (movement) => <span className="text-ink-soft">{who(movement)}</span>,
  },
  {
    id: 'when',
    header: 'When',
    cell: (movement) => (
      <time dateTime={movement.createdAt} className="text-ink-muted whitespace-nowrap">
        {when.format(new Date(movement.createdAt))}
      </time>
    ),
  },
];

/** A variant's stock movements, newest first, with links to older and back to the newest. */
export function StockHistory({ variantId, history, newest }: Props) {
  const { movements, nextCursor } = history;
  return (
    <>
      <DataTable
        caption="Stock movements, newest first"
        columns={movementColumns}
        rows={movements}
        rowKey={(movement) => String(movement.id)}
        framed={false}
        empty={
          newest
            ? { title: 'No stock has moved yet.', hint: 'Each change to the stock is listed here.' }
            : {
                title: 'Nothing older.',
                hint: 'The first movement is on the page before.',
                actions: [{ href: adminRoutes.stock.variant(variantId), label: 'Newest' }],
              }
        }
      />
      {movements.length > 0 && (nextCursor !== null || !newest) && (
        <nav aria-label="Pages of the history" className="mt-4 flex justify-between text-sm">
          {newest ? (
            <span />
          ) : (
            <Link href={adminRoutes.stock.variant(variantId)} className={pageLink}>
              ← Newest
            </Link>
          )}
          {nextCursor !== null && (
            <Link
              href={adminRoutes.stock.variant(variantId, { before: nextCursor })}
              className={pageLink}
            >
              Older →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
