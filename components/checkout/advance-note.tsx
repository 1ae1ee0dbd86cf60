import { orderRules } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import type { CodAdvance } from './cod-advance';

/** Under "Cash on delivery": the advance an order of this size pays first, and why. */
export function AdvanceNote({ advance }: { advance: CodAdvance }) {
  return (
    <div
      className="border-primary-300 bg-primary-50 text-ink mt-3 border-l-2 px-4 py-3 text-sm leading-relaxed"
      data-testid="cod-advance-note"
    >
      <p>
        For an order of this size we ask for an advance: you pay{' '}
        <strong className="font-medium">{formatBDT(advance.now)}</strong> now through SSLCommerz
        (bKash, Nagad, Rocket or card) and{' '}
        <strong className="font-medium">{formatBDT(advance.onDelivery)}</strong> to the courier on
        delivery.
      </p>
      <p className="text-ink-muted mt-1">
        Placing the order takes you to the payment page; unpaid, it is released after
        {` ${orderRules.paymentTimeoutMinutes}`} minutes.
      </p>
    </div>
  );
}
