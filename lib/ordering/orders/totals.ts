import { fromPaisa, toPaisa } from '@/lib/format/paisa';
import type { DeliveryRates } from '@/lib/content/client';
import type { DeliveryZone } from './values';

/**
 * The charge for delivering an order of `subtotal` to `zone`, by the store's settings
 * (lib/content/settings): nothing once the subtotal reaches the free-delivery threshold, if any.
 */
export function deliveryCharge(zone: DeliveryZone, subtotal: number, rates: DeliveryRates): number {
  const free =
    rates.freeDeliveryFrom !== null && toPaisa(subtotal) >= toPaisa(rates.freeDeliveryFrom);
  if (free) return 0;
  return zone === 'inside_dhaka' ? rates.insideDhaka : rates.outsideDhaka;
}

export type PricedLine = { unitPrice: number; quantity: number };

export type Totals = {
  lineTotals: number[];
  subtotal: number;
  /** What a discount code took off the subtotal (0 without one). */
  discount: number;
  deliveryCharge: number;
  total: number;
};

/**
 * The order's figures from the catalogue's unit prices, the discount (already worked out
 * from these lines, at most the subtotal), the delivery zone and its rates. The
 * free-delivery threshold applies to what the shopper pays for the pieces, the subtotal
 * after the discount (docs/decisions.md 18).
 */
export function orderTotals(
  lines: PricedLine[],
  zone: DeliveryZone,
  rates: DeliveryRates,
  discount = 0,
): Totals {
  const linePaisa = lines.map((line) => toPaisa(line.unitPrice) * line.quantity);
  const subtotal = linePaisa.reduce((sum, paisa) => sum + paisa, 0);
  const off = Math.min(toPaisa(discount), subtotal);
  const charge = toPaisa(deliveryCharge(zone, fromPaisa(subtotal - off), rates));
  return {
    lineTotals: linePaisa.map(fromPaisa),
    subtotal: fromPaisa(subtotal),
    discount: fromPaisa(off),
    deliveryCharge: fromPaisa(charge),
    total: fromPaisa(subtotal - off + charge),
  };
}
