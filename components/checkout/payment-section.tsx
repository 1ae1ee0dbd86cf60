'use client';

import { AdvanceNote } from './advance-note';
import { CheckoutSection } from './checkout-section';
import type { CodAdvance } from './cod-advance';

const methods = [
  { value: 'cod', label: 'Cash on delivery', note: 'Pay the courier when your order arrives.' },
  {
    value: 'sslcommerz',
    label: 'Card or mobile banking',
    note: 'bKash, Nagad, Rocket or card, through SSLCommerz.',
  },
] as const;

/** How to pay: cash on delivery, and SSLCommerz when the store has it configured. */
export function PaymentSection({
  gateway,
  error,
  advance = null,
}: {
  gateway: boolean;
  error?: string;
  /** What cash on delivery pays first, while it is the method chosen and asks for one. */
  advance?: CodAdvance | null;
}) {
  const offered = methods.filter((method) => gateway || method.value === 'cod');
  return (
    <CheckoutSection step={4} title="Payment">
      <div className="grid gap-3">
        {offered.map(({ value, label, note }) => (
          <label
            key={value}
            className="has-checked:border-ink flex cursor-pointer gap-3 border border-stone-200 px-5 py-4"
          >
            <input
              type="radio"
              name="payment"
              value={value}
              defaultChecked={value === 'cod'}
              className="accent-ink mt-1 h-4 w-4 shrink-0"
            />
            <span className="text-sm">
              <span className="text-ink block">{label}</span>
              <span className="text-ink-muted block">{note}</span>
            </span>
          </label>
        ))}
      </div>
      {advance && <AdvanceNote advance={advance} />}
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </CheckoutSection>
  );
}
