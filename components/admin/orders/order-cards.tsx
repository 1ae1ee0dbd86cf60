import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatBDT } from '@/lib/format/money';
import type { DeskOrderRow } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-labels';
import { deskOrderHref, piecesText } from './order-link';
import { OrderStatusBadge, PaymentBadge } from './status-badges';

/** The list on a phone: a card per order, the whole card a target for the order's link. */
export function OrderCards({ rows }: { rows: DeskOrderRow[] }) {
  const words = useTranslations('vocabulary');
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => (
        <li
          key={row.number}
          className="relative border border-stone-200 bg-white p-4 focus-within:border-stone-400"
          data-testid="desk-order-card"
        >
          <div className="flex items-baseline justify-between gap-3">
            <Link
              href={deskOrderHref(row.number)}
              className="text-ink font-medium tracking-wide after:absolute after:inset-0"
            >
              {row.number}
            </Link>
            <span className="text-ink tabular-nums">{formatBDT(row.total)}</span>
          </div>
          <p className="text-ink-soft mt-1 text-sm">
            {row.contactName} · <span className="tabular-nums">{row.contactPhone}</span>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={row.status} />
            <PaymentBadge status={row.paymentStatus} />
          </div>
          <p className="text-ink-muted mt-3 text-xs">
            {formatDhakaTime(row.createdAt)} · {row.district} · {piecesText(row.pieces)} ·{' '}
            {words(`paymentMethodDesk.${row.paymentMethod}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
