'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FreeDeliveryNote } from '@/components/checkout/free-delivery-note';
import { formatBDT } from '@/lib/format/money';
import { deliveryCharge } from '@/lib/orders/totals';
import type { DeliveryZone } from '@/lib/orders/values';
import type { DeliveryRates } from '@/lib/validation/store-settings';
import { SummaryPanel } from './summary-panel';

const areas: { value: DeliveryZone; label: string }[] = [
  { value: 'inside_dhaka', label: 'Inside Dhaka' },
  { value: 'outside_dhaka', label: 'Outside Dhaka' },
];

type CartSummaryProps = { subtotal: number; count: number; rates: DeliveryRates };

const rowClass = 'flex items-baseline justify-between gap-4';

/**
 * Subtotal, the delivery charge inside and outside Dhaka (the shopper picks one for the
 * estimate; checkout asks for the address), the total in BDT and the way to checkout.
 */
export function CartSummary({ subtotal, count, rates }: CartSummaryProps) {
  const [area, setArea] = useState<DeliveryZone>('inside_dhaka');
  const charge = (zone: DeliveryZone) => deliveryCharge(zone, subtotal, rates);
  return (
    <SummaryPanel id="cart-summary-heading">
      <dl className="mt-6 text-sm">
        <div className={rowClass}>
          <dt className="text-ink-soft">
            Subtotal ({count} {count === 1 ? 'piece' : 'pieces'})
          </dt>
          <dd className="text-ink tabular-nums" data-testid="cart-subtotal">
            {formatBDT(subtotal)}
          </dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-stone-200 pt-6">
        <fieldset>
          <legend className="text-ink-soft mb-3 text-sm">Delivery estimate</legend>
          {areas.map(({ value, label }) => (
            <label key={value} className={`${rowClass} text-ink cursor-pointer py-1.5 text-sm`}>
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="delivery-area"
                  value={value}
                  checked={area === value}
                  onChange={() => setArea(value)}
                  className="accent-ink h-4 w-4"
                />
                {label}
              </span>
              <span className="tabular-nums">{formatBDT(charge(value))}</span>
            </label>
          ))}
        </fieldset>
        <FreeDeliveryNote rates={rates} />
      </div>
      <dl className="mt-6 border-t border-stone-200 pt-6">
        <div className={rowClass}>
          <dt className="text-ink text-sm tracking-[0.2em] uppercase">Total</dt>
          <dd className="text-ink text-2xl font-light tabular-nums" data-testid="cart-total">
            {formatBDT(subtotal + charge(area))}
          </dd>
        </div>
      </dl>
      <p className="text-ink-muted mt-2 text-xs leading-relaxed">
        Delivery is confirmed with your address at checkout.
      </p>
      <Link
        href="/checkout"
        className="bg-ink hover:bg-primary-800 mt-8 block px-6 py-4 text-center text-xs tracking-[0.25em] text-white uppercase transition-colors"
      >
        Proceed to checkout
      </Link>
      <Link
        href="/shop"
        className="text-ink-soft hover:text-ink mt-4 block text-center text-xs tracking-[0.2em] uppercase underline-offset-4 hover:underline"
      >
        Continue shopping
      </Link>
    </SummaryPanel>
  );
}
