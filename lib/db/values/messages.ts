/** The steps of an order that can send the shopper a message (client-safe). */
export const orderMessageEvents = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'refunded',
] as const;
export type OrderMessageEvent = (typeof orderMessageEvents)[number];
