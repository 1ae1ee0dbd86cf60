import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CustomerOrder } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { counted, formatDay } from './customer-words';
import { adminRoutes } from '@/lib/identity/client';

const columns =
  'md:grid md:grid-cols-[minmax(0,1.2fr)_7rem_minmax(0,1fr)_minmax(0,1fr)_8rem] md:gap-4';

/** The customer's orders, newest first: stacked on a phone, in columns wider up. */
export function CustomerOrders({ orders }: { orders: CustomerOrder[] }) {
  const t = useTranslations('admin.customers.orders');
  const words = useTranslations('vocabulary');
  if (orders.length === 0) return <p className="text-ink-soft text-sm">{t('none')}</p>;
  return (
    <>
      <div
        aria-hidden="true"
        className={`text-ink-muted hidden border-b border-stone-200 pb-2 text-[11px] tracking-[0.2em] uppercase ${columns}`}
      >
        <span>{t('order')}</span>
        <span>{t('placed')}</span>
        <span>{t('status')}</span>
        <span>{t('payment')}</span>
        <span className="text-right">{t('total')}</span>
      </div>
      <ul className="divide-y divide-stone-200" aria-label={t('label')}>
        {orders.map((order) => (
          <li key={order.number} className={`relative py-3 text-sm ${columns}`}>
            <span className="block">
              <Link
                href={adminRoutes.orders.detail(order.number)}
                className="text-ink font-medium underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {order.number}
              </Link>
              <span className="text-ink-muted block text-xs">
                {words(`orderSource.${order.source}`)} · {t('pieces', counted(order.pieces))}
              </span>
            </span>
            <span className="text-ink-soft block">{formatDay(order.createdAt)}</span>
            <span className="text-ink block">{words(`orderStatus.${order.status}`)}</span>
            <span className="text-ink-soft block">
              {words(`paymentMethodDesk.${order.paymentMethod}`)} ·{' '}
              {words(`paymentStatus.${order.paymentStatus}`)}
            </span>
            <span className="text-ink block tabular-nums md:text-right">
              {formatBDT(order.total)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
