import 'server-only';
import type { BookableCourier } from './names';

/** What a courier needs to carry one order. */
export type ConsignmentRequest = {
  /** The order number: Steadfast's unique `invoice`, Pathao's `merchant_order_id`. */
  invoice: string;
  recipientName: string;
  /** Eleven digits, 01XXXXXXXXX, as both couriers ask. */
  recipientPhone: string;
  recipientAddress: string;
  /** Cash the courier collects on delivery; 0 for an order already paid. */
  codAmount: number;
  note: string;
  itemDescription: string;
  itemQuantity: number;
  /** Pathao only: where the parcel goes in its own geography, and its weight. */
  pathao?: PathaoDestination;
};

export type PathaoDestination = {
  cityId: number;
  zoneId: number;
  areaId?: number;
  /** Kilograms. */
  itemWeight: number;
};

/** A booked consignment as the courier answered it. */
export type Consignment = {
  consignmentId: string;
  /** What the shopper tracks the parcel with (Pathao's is the consignment id itself). */
  trackingCode: string;
  /** The courier's own status word, as it answered. */
  status: string;
};

/** One client per courier: book a consignment and ask after it. */
export type CourierClient = {
  courier: BookableCourier;
  book(request: ConsignmentRequest): Promise<Consignment>;
  /** The courier's current status word for a consignment. */
  status(consignmentId: string): Promise<string>;
};
