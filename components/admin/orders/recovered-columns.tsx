import Link from 'next/link';
import type { createTranslator } from 'next-intl';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import { adminRoutes } from '@/lib/identity/client';
import type { RecoveredCheckout } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-time';

type UnfinishedT = ReturnType<typeof createTranslator<Messages, 'admin.orders.unfinished'>>;

const muted = 'text-ink-muted mt-0.5 text-xs';
const time = (moment: Date) => formatDhakaTime(moment.toISOString());

/** The recovered checkouts' columns: who, the order she placed, and what brought her back. */
export const recoveredColumns = (t: UnfinishedT): DataColumn<RecoveredCheckout>[] => [
  {
    id: 'shopper',
    header: t('recoveredTable.shopper'),
    card: 'title',
    cell: (row) => (
      <>
        <p className="text-ink font-medium">{row.name || row.phone}</p>
        <p className={`${muted} tabular-nums`}>{row.phone}</p>
      </>
    ),
  },
  {
    id: 'order',
    header: t('recoveredTable.order'),
    cell: (row) => (
      <>
        <Link href={adminRoutes.orders.detail(row.orderNumber)} className={rowLinkClass}>
          {row.orderNumber}
        </Link>
        <p className={muted}>{t('orderedAt', { time: time(row.orderedAt) })}</p>
      </>
    ),
  },
  {
    id: 'total',
    header: t('recoveredTable.total'),
    align: 'end',
    cell: (row) => (
      <span className="text-ink whitespace-nowrap tabular-nums">{formatBDT(row.orderTotal)}</span>
    ),
  },
  {
    id: 'reminders',
    header: t('recoveredTable.reminders'),
    cell: (row) => {
      const counted = { count: row.remindersSent, n: String(row.remindersSent) };
      return (
        <>
          <p className="text-ink-soft" data-testid="recovered-reminders">
            {row.remindersEndedAt
              ? t('remindersStopped', counted)
              : t('remindersBeforeOrder', counted)}
          </p>
          {row.calledAt && (
            <p className={muted}>{t('calledBefore', { time: time(row.calledAt) })}</p>
          )}
        </>
      );
    },
  },
];
