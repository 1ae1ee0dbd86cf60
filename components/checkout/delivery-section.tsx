import { formatBDT } from '@/lib/format/money';
import { deliveryCharge } from '@/lib/orders/totals';
import { deliveryZoneFor } from '@/lib/validation/order';
import type { DeliveryRates } from '@/lib/validation/store-settings';
import { CheckoutSection } from './checkout-section';
import { FreeDeliveryNote } from './free-delivery-note';

const zones = [
  { value: 'inside_dhaka', label: 'Inside Dhaka' },
  { value: 'outside_dhaka', label: 'Outside Dhaka' },
] as const;

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
  const zone = district ? deliveryZoneFor(district) : null;
  return (
    <CheckoutSection step={3} title="Delivery">
      <div className="grid gap-3" role="radiogroup" aria-label="Delivery">
        {zones.map(({ value, label }) => (
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
              {label}
            </span>
            <span className="tabular-nums">
              {formatBDT(deliveryCharge(value, subtotal, rates))}
            </span>
          </label>
        ))}
      </div>
      <p className="text-ink-muted mt-3 text-sm">
        {zone
          ? 'Set by the district of your address.'
          : 'Choose your district and the delivery charge follows.'}
      </p>
      <FreeDeliveryNote rates={rates} />
    </CheckoutSection>
  );
}
