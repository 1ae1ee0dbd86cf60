import { useTranslations } from '#intl';
import { deliveryCharge, deliveryZoneFor, type DeliveryZone } from '@/lib/ordering/client';
import { type DeliveryRates } from '@/lib/content/client';
import { ZoneCharge } from '@/components/cart/zone-charge';
import { CheckoutChoices } from './checkout-choices';
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
  const zone = district ? deliveryZoneFor(district) : null;
  return (
    <CheckoutSection step={3} title={t('title')}>
      {/* Nothing is chosen until the district decides: the empty value keeps it controlled. */}
      <CheckoutChoices<DeliveryZone | ''>
        name="delivery"
        legend={t('title')}
        choices={zones.map((value) => ({
          value,
          label: <ZoneCharge zone={value} charge={deliveryCharge(value, subtotal, rates)} />,
          disabled: zone !== value,
        }))}
        value={zone ?? ''}
      />
      <p className="text-ink-muted mt-3 text-sm">
        {zone ? t('setByDistrict') : t('chooseDistrict')}
      </p>
      <FreeDeliveryNote rates={rates} />
    </CheckoutSection>
  );
}
