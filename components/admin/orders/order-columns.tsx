import Link from 'next/link';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import { formatBDT } from '@/lib/format/money';
import type { DeskOrderRow } from '@/lib/ordering/admin';
import { deskMethodLabels, formatDhakaTime } from './desk-labels';
import { piecesText } from './pieces-text';
import { OrderStatusBadge, PaymentBadge } from './status-badges';
import { adminRoutes } from '@/lib/identity/client';

const muted = 'text-ink-muted mt-0.5 text-xs';

/** The desk's columns: the order (newest or oldest first), who, where, how much, how far along. */
export const orderColumns: DataColumn<DeskOrderRow>[] = [
  {
    id: 'order',
    header: 'Order',
    card: 'title',
    sort: { ascending: 'oldest', descending: 'newest', first: 'descending' },
    cell: (row) => (
      <>
        <Link href={adminRoutes.orders.detail(row.number)} className={rowLinkClass}>
          {row.number}
        </Link>
        <p className={muted}>{formatDhakaTime(row.createdAt)}</p>
      </>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (row) => (
      <>
        <p className="text-ink">{row.contactName}</p>
        <p className={`${muted} tabular-nums`}>{row.contactPhone}</p>
      </>
    ),
  },
  {
    id: 'district',
    header: 'District',
    from: 'lg',
    cell: (row) => <span className="text-ink-soft">{row.district}</span>,
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    sort: { ascending: 'total_low', descending: 'total_high', first: 'descending' },
    cell: (row) => (
      <div className="whitespace-nowrap">
        <p className="text-ink tabular-nums">{formatBDT(row.total)}</p>
        <p className={muted}>{piecesText(row.pieces)}</p>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <OrderStatusBadge status={row.status} />,
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (row) => (
      <>
        <PaymentBadge status={row.paymentStatus} />
        <p className={`${muted} mt-1`}>{deskMethodLabels[row.paymentMethod]}</p>
      </>
    ),
  },
];
