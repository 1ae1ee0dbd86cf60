import { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentStatus } from '@/lib/ordering';

const badge = 'inline-flex items-center border px-2 py-0.5 text-xs tracking-wide whitespace-nowrap';

/** Waiting on the store is the accent; done is green; ended is grey. */
const statusStyles: Record<OrderStatus, string> = {
  pending_payment: 'border-stone-300 bg-stone-50 text-ink-soft',
  pending: 'border-primary-300 bg-primary-50 text-primary-900',
  confirmed: 'border-primary-300 bg-primary-50 text-primary-900',
  packed: 'border-sky-200 bg-sky-50 text-sky-900',
  shipped: 'border-sky-200 bg-sky-50 text-sky-900',
  delivered: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  cancelled: 'border-stone-200 bg-stone-100 text-ink-muted',
  returned: 'border-red-200 bg-red-50 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const words = useTranslations('vocabulary');
  return (
    <span className={`${badge} ${statusStyles[status]}`}>{words(`orderStatusDesk.${status}`)}</span>
  );
}

const paymentStyles: Record<PaymentStatus, string> = {
  unpaid: 'border-stone-300 bg-white text-ink-soft',
  partially_paid: 'border-sky-200 bg-sky-50 text-sky-900',
  paid: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  failed: 'border-red-200 bg-red-50 text-red-800',
  cancelled: 'border-stone-200 bg-stone-100 text-ink-muted',
  partially_refunded: 'border-amber-200 bg-amber-50 text-amber-900',
  refunded: 'border-amber-200 bg-amber-50 text-amber-900',
};

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations('admin.orders');
  const words = useTranslations('vocabulary');
  return (
    <span className={`${badge} ${paymentStyles[status]}`}>
      <span className="sr-only">{t('paymentPrefix')}</span>
      {words(`paymentStatusDesk.${status}`)}
    </span>
  );
}
