/** The fixed vocabularies of orders, shared by the schema, the API and the pages (client-safe). */

export const orderStatuses = [
  'pending_payment',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['cod', 'sslcommerz'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['unpaid', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const deliveryZones = ['inside_dhaka', 'outside_dhaka'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];
