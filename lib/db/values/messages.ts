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
  /** Some days after delivery (staff set how many): her links to review each piece. */
  'review_request',
] as const;
export type OrderMessageEvent = (typeof orderMessageEvents)[number];
