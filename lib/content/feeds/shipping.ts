import type { DeliveryRates } from '@/lib/content/schemas/store-settings';
import { deliveryTimes } from '@/lib/config';

/** The two delivery zones the store charges for, as its settings name them. */
export const deliveryZones = ['insideDhaka', 'outsideDhaka'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** The services' names as the feeds show them (Merchant Center's `service`). */
export const zoneNames: Record<DeliveryZone, string> = {
  insideDhaka: 'Inside Dhaka',
  outsideDhaka: 'Outside Dhaka',
};

export type ShippingOption = {
  zone: DeliveryZone;
  /** BDT: the zone's charge, or 0 when the piece's price reaches free delivery. */
  charge: number;
  /** Working days in transit. */
  transitDays: { min: number; max: number };
};

/**
 * What a piece at `price` costs to deliver to each zone, from the store's delivery charges
 * (its settings): free once one piece reaches the free-delivery subtotal.
 */
export function shippingOptions(price: number, rates: DeliveryRates): ShippingOption[] {
  const free = rates.freeDeliveryFrom !== null && price >= rates.freeDeliveryFrom;
  return deliveryZones.map((zone) => ({
    zone,
    charge: free ? 0 : rates[zone],
    transitDays: deliveryTimes[zone],
  }));
}
