import { SummaryRow } from '@/components/checkout/summary-row';
import { formatBDT } from '@/lib/format/money';
import type { Order } from '@/lib/orders/types';

/**
 * A cash-on-delivery order's advance under its total: paid in advance (or to pay, while the
 * gateway has not confirmed it) and what is due to the courier on delivery.
 */
export function AdvanceRows({ advance }: { advance: NonNullable<Order['advance']> }) {
  return (
    <>
      <SummaryRow
        term={advance.paid ? 'Paid in advance' : 'Advance to pay now'}
        value={formatBDT(advance.amount)}
        testId="order-advance"
      />
      <SummaryRow
        term="Due on delivery"
        value={formatBDT(advance.due_on_delivery)}
        testId="order-due-on-delivery"
      />
    </>
  );
}
