'use client';

import { useTranslations } from 'next-intl';
import { AdvanceNote } from './advance-note';
import { CheckoutChoices } from './checkout-choices';
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
      <CheckoutChoices
        name="payment"
        legend={t('title')}
        choices={offered.map((value) => ({
          value,
          label: t(value),
          hint: t(`${value}Note`),
        }))}
        defaultValue="cod"
        error={error}
      />
      {advance && <AdvanceNote advance={advance} />}
    </CheckoutSection>
  );
}
