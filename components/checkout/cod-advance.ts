import { advanceFor, deliveryCharge, type DeliveryZone } from '@/lib/ordering/client';
import type { PaymentSettings, DeliveryRates } from '@/lib/content/client';
import type { CartItem } from '@/stores/cart-reducers';

/** What a cash-on-delivery order pays now through SSLCommerz and what it pays the courier. */
export type CodAdvance = { now: number; onDelivery: number };

type AdvanceInput = {
  lines: CartItem[];
  /** What the accepted discount code takes off. */
  off: number;
  zone: DeliveryZone | null;
  rates: DeliveryRates;
  /** The store's advance settings; null when the gateway that takes it is not configured. */
  settings: PaymentSettings | null;
};

/**
 * The advance this cart would ask for, by the same rule the server applies when it places
 * the order (lib/ordering/orders/advance.ts): null until the address gives the delivery charge, or
 * when no advance is asked. The server works it out again from the catalogue's prices.
 */
export function codAdvance({ lines, off, zone, rates, settings }: AdvanceInput): CodAdvance | null {
  if (!settings || !zone) return null;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const charge = deliveryCharge(zone, subtotal - off, rates);
  const total = subtotal - off + charge;
  const madeToMeasure = lines.some((line) => line.measurements);
  const now = advanceFor({ total, deliveryCharge: charge }, settings, { madeToMeasure });
  return now > 0 ? { now, onDelivery: total - now } : null;
}
