'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { emiTenuresFor, type EmiPlan } from '@/lib/content/client';
import { AdvanceNote } from './advance-note';
import { CheckoutChoices } from './checkout-choices';
import { CheckoutSection } from './checkout-section';
import type { CodAdvance } from './cod-advance';
import { EmiTenureChoice } from './emi-tenure-choice';

/** How she pays: the form's `payment` field (card instalments go as a card payment with `emi`). */
export type PaymentChoice = 'cod' | 'sslcommerz' | 'emi';

type PaymentSectionProps = {
  gateway: boolean;
  /** The staff's card instalment plans, read on the server; none when the gateway is not set up. */
  emiPlans?: readonly EmiPlan[];
  /** The order's total as the checkout works it out: which plans' minimums it reaches. */
  total?: number;
  payment?: PaymentChoice;
  onPayment?: (payment: PaymentChoice) => void;
  error?: string;
  /** The server's word on the tenure. */
  emiMonthsError?: string;
  /** What cash on delivery pays first, while it is the method chosen and asks for one. */
  advance?: CodAdvance | null;
};

/**
 * How to pay: cash on delivery; card or mobile banking when the store has SSLCommerz set up;
 * and card instalments when some staff plan takes the total, with the tenure to pay over.
 */
export function PaymentSection({
  gateway,
  emiPlans = [],
  total = 0,
  payment = 'cod',
  onPayment,
  error,
  emiMonthsError,
  advance = null,
}: PaymentSectionProps) {
  const t = useTranslations('checkout.payment');
  const tenures = gateway ? emiTenuresFor(total, emiPlans) : [];
  const offered: PaymentChoice[] = gateway ? ['cod', 'sslcommerz'] : ['cod'];
  if (tenures.length > 0) offered.push('emi');
  // Instalments chosen, then a total no plan takes (a discount, another district): a card still.
  const chosen = offered.includes(payment) ? payment : (offered[1] ?? 'cod');
  const [months, setMonths] = useState<number | null>(null);
  const tenure = tenures.find((one) => one.months === months) ?? tenures[0];
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
        value={chosen}
        onChange={onPayment}
        error={error}
      />
      {chosen === 'emi' && tenure && (
        <EmiTenureChoice
          tenures={tenures}
          months={tenure.months}
          onMonths={setMonths}
          error={emiMonthsError}
        />
      )}
      {advance && <AdvanceNote advance={advance} />}
    </CheckoutSection>
  );
}
