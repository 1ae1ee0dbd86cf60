import Link from 'next/link';
import { useTranslations, type createTranslator } from 'next-intl';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import type { StockHistoryPage, StockMovementView } from '@/lib/catalogue/admin';
import { adminRoutes } from '@/lib/identity/client';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

type Props = {
  variantId: number;
  history: StockHistoryPage;
  /** True when this page starts at the newest movement. */
  newest: boolean;
};

const signed = new Intl.NumberFormat('en', { signDisplay: 'exceptZero' });

const pageLink = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

type HistoryT = ReturnType<typeof createTranslator<Messages, 'admin.stock.history'>>;

/** Who moved the stock: the staff member, or the order (not linked yet: no order page). */
function who(movement: StockMovementView, t: HistoryT) {
  if (movement.orderNumber) return t('order', { number: movement.orderNumber });
  return movement.actorName ?? '—';
}

function Reason({ reason }: { reason: StockMovementView['reason'] }) {
  const words = useTranslations('vocabulary');
  return <p className="text-ink">{words(`stockReason.${reason}`)}</p>;
}

const toneOf = (delta: number) =>
  delta > 0 ? 'text-emerald-800' : delta < 0 ? 'text-red-800' : 'text-ink';

/** A movement: why, by how much, what it left, who made it and when. */
const movementColumns = (t: HistoryT): DataColumn<StockMovementView>[] => [
  {
    id: 'reason',
    header: t('reason'),
    card: 'title',
    cell: (movement) => (
      <div className="min-w-0">
        <Reason reason={movement.reason} />
        {movement.note && <p className="text-ink-soft mt-0.5 break-words">{movement.note}</p>}
      </div>
    ),
  },
  {
    id: 'change',
    header: t('change'),
    align: 'end',
    cell: (movement) => (
      <span className={`text-base tabular-nums ${toneOf(movement.delta)}`}>
        {signed.format(movement.delta)}
      </span>
    ),
  },
  {
    id: 'after',
    header: t('after'),
    align: 'end',
    cell: (movement) => <span className="text-ink-soft tabular-nums">{movement.stockAfter}</span>,
  },
  {
    id: 'by',
    header: t('by'),
    cell: (movement) => <span className="text-ink-soft">{who(movement, t)}</span>,
  },
  {
    id: 'when',
    header: t('when'),
    cell: (movement) => (
      <time dateTime={movement.createdAt} className="text-ink-muted whitespace-nowrap">
        {formatDhaka(movement.createdAt, staffLocale, 'dateTime')}
      </time>
    ),
  },
];

/** A variant's stock movements, newest first, with links to older and back to the newest. */
export function StockHistory({ variantId, history, newest }: Props) {
  const t = useTranslations('admin.stock.history');
  const { movements, nextCursor } = history;
  return (
    <>
      <DataTable
        caption={t('caption')}
        columns={movementColumns(t)}
        rows={movements}
        rowKey={(movement) => String(movement.id)}
        framed={false}
        empty={
          newest
            ? { title: t('none'), hint: t('noneHint') }
            : {
                title: t('nothingOlder'),
                hint: t('nothingOlderHint'),
                actions: [{ href: adminRoutes.stock.variant(variantId), label: t('newest') }],
              }
        }
      />
      {movements.length > 0 && (nextCursor !== null || !newest) && (
        <nav aria-label={t('pages')} className="mt-4 flex justify-between text-sm">
          {newest ? (
            <span />
          ) : (
            <Link href={adminRoutes.stock.variant(variantId)} className={pageLink}>
              {t('backToNewest')}
            </Link>
          )}
          {nextCursor !== null && (
            <Link
              href={adminRoutes.stock.variant(variantId, { before: nextCursor })}
              className={pageLink}
            >
              {t('older')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
