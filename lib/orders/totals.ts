import { delivery } from '@/lib/config';
import type { DeliveryZone } from './values';

/** Money is added up in whole paisa, so that 0.1 + 0.2 is 0.3 and totals never drift. */
export const toPaisa = (amount: number) => Math.round(amount * 100);
export const fromPaisa = (paisa: number) => paisa / 100;

/** True when two amounts are the same to the paisa (money compares as money, not as floats). */
export const sameAmount = (a: number, b: number) => toPaisa(a) === toPaisa(b);

export function deliveryCharge(zone: DeliveryZone): number {
  return zone === 'inside_dhaka' ? delivery.insideDhaka : delivery.outsideDhaka;
}

export type PricedLine = { unitPrice: number; quantity: number };

export type Totals = {
  lineTotals: number[];
  subtotal: number;
  deliveryCharge: number;
  total: number;
};

/** The order's figures from the catalogue's unit prices and the delivery zone. */
export function orderTotals(lines: PricedLine[], zone: DeliveryZone): Totals {
  const linePaisa = lines.map((line) => toPaisa(line.unitPrice) * line.quantity);
  const subtotal = linePaisa.reduce((sum, paisa) => sum + paisa, 0);
  const charge = toPaisa(deliveryCharge(zone));
  return {
    lineTotals: linePaisa.map(fromPaisa),
    subtotal: fromPaisa(subtotal),
    deliveryCharge: fromPaisa(charge),
    total: fromPaisa(subtotal + charge),
  };
}
