import { useLocale, useTranslations } from 'next-intl';
import { SummaryRow } from '@/components/checkout/summary-row';
import { formatBDT } from '@/lib/format/money';
import type { Order } from '@/lib/ordering';

/**
 * A cash-on-delivery order's advance under its total: paid in advance (or to pay, while the
 * gateway has not confirmed it) and what is due to the courier on delivery.
 */
export function AdvanceRows({ advance }: { advance: NonNullable<Order['advance']> }) {
  const t = useTranslations('orders.details');
  const locale = useLocale();
  return (
    <>
      <SummaryRow
        term={advance.paid ? t('paidInAdvance') : t('advanceToPay')}
        value={formatBDT(advance.amount, locale)}
        testId="order-advance"
      />
      <SummaryRow
        term={t('dueOnDelivery')}
        value={formatBDT(advance.due_on_delivery, locale)}
        testId="order-due-on-delivery"
      />
    </>
  );
}
