import { deliveryCharge, type DeliveryZone } from '@/lib/ordering/client';
import type { DeliveryRates } from '@/lib/content/client';
import type { CartItem } from '@/stores/cart-reducers';
import type { AppliedDiscount } from './use-discount-code';

/** The checkout's figures as the browser works them out (the server does so again). */
export function checkoutFigures(
  lines: CartItem[],
  zone: DeliveryZone | null,
  rates: DeliveryRates,
  discount: AppliedDiscount | null,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const off = discount?.amount ?? 0;
  // The free-delivery threshold applies to what the pieces cost after the discount.
  const charge = zone ? deliveryCharge(zone, subtotal - off, rates) : null;
  return { subtotal, off, charge, total: subtotal - off + (charge ?? 0) };
}
