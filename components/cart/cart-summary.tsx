'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { FreeDeliveryNote } from '@/components/checkout/free-delivery-note';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { ButtonLink } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { deliveryCharge, type DeliveryZone } from '@/lib/ordering/client';
import type { DeliveryRates } from '@/lib/content/client';
import { SummaryPanel } from './summary-panel';
import { ZoneCharge } from './zone-charge';

const areas: DeliveryZone[] = ['inside_dhaka', 'outside_dhaka'];

type CartSummaryProps = { subtotal: number; count: number; rates: DeliveryRates };

const rowClass = 'flex items-baseline justify-between gap-4';

/**
 * Subtotal, the delivery charge inside and outside Dhaka (the shopper picks one for the
 * estimate; checkout asks for the address), the total in BDT and the way to checkout.
 */
export function CartSummary({ subtotal, count, rates }: CartSummaryProps) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const [area, setArea] = useState<DeliveryZone>('inside_dhaka');
  const charge = (zone: DeliveryZone) => deliveryCharge(zone, subtotal, rates);
  return (
    <SummaryPanel id="cart-summary-heading">
      <dl className="mt-6 text-sm">
        <div className={rowClass}>
          <dt className="text-ink-soft">
            {t('summary.subtotal', { count, n: localeDigits(String(count), locale) })}
          </dt>
          <dd className="text-ink tabular-nums" data-testid="cart-subtotal">
            {formatBDT(subtotal, locale)}
          </dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-stone-200 pt-6">
        <ChoiceGroup
          type="radio"
          name="delivery-area"
          legend={t('summary.estimate')}
          look="plain"
          layoutClassName="grid"
          choices={areas.map((value) => ({
            value,
            label: <ZoneCharge zone={value} charge={charge(value)} />,
          }))}
          value={area}
          onChange={setArea}
        />
        <FreeDeliveryNote rates={rates} />
      </div>
      <dl className="mt-6 border-t border-stone-200 pt-6">
        <div className={rowClass}>
          <dt className="text-ink text-sm tracking-[0.2em] uppercase">{t('summary.total')}</dt>
          <dd className="text-ink text-2xl font-light tabular-nums" data-testid="cart-total">
            {formatBDT(subtotal + charge(area), locale)}
          </dd>
        </div>
      </dl>
      <p className="text-ink-muted mt-2 text-xs leading-relaxed">
        {t('summary.confirmedAtCheckout')}
      </p>
      <ButtonLink href="/checkout" size="large" wide className="mt-8">
        {t('summary.checkout')}
      </ButtonLink>
      {/* On intent: the listing's answer carries its first photos' preloads, unused here. */}
      <LocalisedLink
        href="/shop"
        className="text-ink-soft hover:text-ink mt-4 block text-center text-xs tracking-[0.2em] uppercase underline-offset-4 hover:underline"
      >
        {t('summary.continue')}
      </LocalisedLink>
    </SummaryPanel>
  );
}
