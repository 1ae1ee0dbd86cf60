import Link from 'next/link';
import { useTranslations, type createTranslator } from 'next-intl';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import type { DeskOrderRow } from '@/lib/ordering/admin';
import type { PaymentMethod } from '@/lib/ordering/client';
import { counted } from '../customers/customer-words';
import { formatDhakaTime } from './desk-time';
import { OrderStatusBadge, PaymentBadge } from './status-badges';
import { adminRoutes } from '@/lib/identity/client';

/** The desk's words (messages/<locale>/admin.json, orders). */
export type OrdersT = ReturnType<typeof createTranslator<Messages, 'admin.orders'>>;

const muted = 'text-ink-muted mt-0.5 text-xs';

function MethodText({ method }: { method: PaymentMethod }) {
  const words = useTranslations('vocabulary');
  return <p className={`${muted} mt-1`}>{words(`paymentMethodDesk.${method}`)}</p>;
}

/** The desk's columns: the order (newest or oldest first), who, where, how much, how far along. */
export const orderColumns = (t: OrdersT): DataColumn<DeskOrderRow>[] => [
  {
    id: 'order',
    header: t('table.order'),
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
    header: t('table.customer'),
    cell: (row) => (
      <>
        <p className="text-ink">{row.contactName}</p>
        <p className={`${muted} tabular-nums`}>{row.contactPhone}</p>
      </>
    ),
  },
  {
    id: 'district',
    header: t('table.district'),
    from: 'lg',
    cell: (row) => <span className="text-ink-soft">{row.district}</span>,
  },
  {
    id: 'total',
    header: t('table.total'),
    align: 'end',
    sort: { ascending: 'total_low', descending: 'total_high', first: 'descending' },
    cell: (row) => (
      <div className="whitespace-nowrap">
        <p className="text-ink tabular-nums">{formatBDT(row.total)}</p>
        <p className={muted}>{t('list.pieces', counted(row.pieces))}</p>
      </div>
    ),
  },
  {
    id: 'status',
    header: t('table.status'),
    cell: (row) => <OrderStatusBadge status={row.status} />,
  },
  {
    id: 'payment',
    header: t('table.payment'),
    cell: (row) => (
      <>
        <PaymentBadge status={row.paymentStatus} />
        <MethodText method={row.paymentMethod} />
      </>
    ),
  },
];
