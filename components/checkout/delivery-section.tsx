import { useLocale, useTranslations } from 'next-intl';
import { formatBDT } from '@/lib/format/money';
import { deliveryCharge, deliveryZoneFor } from '@/lib/ordering/client';
import { type DeliveryRates } from '@/lib/content/client';
import { CheckoutSection } from './checkout-section';
import { FreeDeliveryNote } from './free-delivery-note';

const zones = ['inside_dhaka', 'outside_dhaka'] as const;

type DeliverySectionProps = {
  district: string | null;
  /** What the pieces cost after any discount, which may reach the free-delivery threshold. */
  subtotal: number;
  rates: DeliveryRates;
};

/**
 * Inside or outside Dhaka. The district decides it, as on the server: inside Dhaka only for
 * addresses in Dhaka district, so the other choice is shown but cannot be taken.
 */
export function DeliverySection({ district, subtotal, rates }: DeliverySectionProps) {
  const t = useTranslations('checkout.delivery');
  const zoneName = useTranslations('cart.zones');
  const locale = useLocale();
  const zone = district ? deliveryZoneFor(district) : null;
  return (
    <CheckoutSection step={3} title={t('title')}>
      <div className="grid gap-3" role="radiogroup" aria-label={t('title')}>
        {zones.map((value) => (
          <label
            key={value}
            className={`flex items-center justify-between gap-4 border px-5 py-4 text-sm ${zone === value ? 'border-ink text-ink' : 'text-ink-muted border-stone-200'}`}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="delivery"
                value={value}
                checked={zone === value}
                disabled={zone !== value}
                readOnly
                className="accent-ink h-4 w-4"
              />
              {zoneName(value)}
            </span>
            <span className="tabular-nums">
              {formatBDT(deliveryCharge(value, subtotal, rates), locale)}
            </span>
          </label>
        ))}
      </div>
      <p className="text-ink-muted mt-3 text-sm">
        {zone ? t('setByDistrict') : t('chooseDistrict')}
      </p>
      <FreeDeliveryNote rates={rates} />
    </CheckoutSection>
  );
}
