'use client';

import { useTranslations } from 'next-intl';
import { AdvanceNote } from './advance-note';
import { CheckoutSection } from './checkout-section';
import type { CodAdvance } from './cod-advance';

const methods = ['cod', 'sslcommerz'] as const;

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
  const t = useTranslations('checkout.payment');
  const offered = methods.filter((method) => gateway || method === 'cod');
  return (
    <CheckoutSection step={4} title={t('title')}>
      <div className="grid gap-3">
        {offered.map((value) => (
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
              <span className="text-ink block">{t(value)}</span>
              <span className="text-ink-muted block">{t(`${value}Note`)}</span>
            </span>
          </label>
        ))}
      </div>
      {advance && <AdvanceNote advance={advance} />}
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </CheckoutSection>
  );
}
