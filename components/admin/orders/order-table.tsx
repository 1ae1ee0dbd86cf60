import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatBDT } from '@/lib/format/money';
import type { DeskOrderRow } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-labels';
import { deskOrderHref, piecesText } from './order-link';
import { OrderStatusBadge, PaymentBadge } from './status-badges';

const head = 'px-3 py-3 text-left text-xs font-normal tracking-[0.15em] text-ink-soft uppercase';
const cell = 'px-3 py-3 align-top';

/** The list on wide screens: one row per order, its number linking to the order's page. */
export function OrderTable({ rows, caption }: { rows: DeskOrderRow[]; caption: string }) {
  const t = useTranslations('admin.orders.table');
  const words = useTranslations('vocabulary');
  return (
    <div className="hidden border border-stone-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200">
          <tr>
            <th scope="col" className={head}>
              {t('order')}
            </th>
            <th scope="col" className={head}>
              {t('customer')}
            </th>
            <th scope="col" className={`${head} hidden lg:table-cell`}>
              {t('district')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('total')}
            </th>
            <th scope="col" className={head}>
              {t('status')}
            </th>
            <th scope="col" className={head}>
              {t('payment')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.number} className="hover:bg-stone-50" data-testid="desk-order-row">
              <td className={cell}>
                <Link
                  href={deskOrderHref(row.number)}
                  className="text-ink hover:text-primary-800 font-medium tracking-wide underline-offset-4 hover:underline"
                >
                  {row.number}
                </Link>
                <p className="text-ink-muted mt-0.5 text-xs">{formatDhakaTime(row.createdAt)}</p>
              </td>
              <td className={cell}>
                <p className="text-ink">{row.contactName}</p>
                <p className="text-ink-muted mt-0.5 text-xs tabular-nums">{row.contactPhone}</p>
              </td>
              <td className={`${cell} text-ink-soft hidden lg:table-cell`}>{row.district}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                <p className="text-ink tabular-nums">{formatBDT(row.total)}</p>
                <p className="text-ink-muted mt-0.5 text-xs">{piecesText(row.pieces)}</p>
              </td>
              <td className={cell}>
                <OrderStatusBadge status={row.status} />
              </td>
              <td className={cell}>
                <PaymentBadge status={row.paymentStatus} />
                <p className="text-ink-muted mt-1 text-xs">
                  {words(`paymentMethodDesk.${row.paymentMethod}`)}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
