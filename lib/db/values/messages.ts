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
  /** Staff confirmed the day it will reach her (docs/decisions.md, "The date it is for"). */
  'promised',
] as const;
export type OrderMessageEvent = (typeof orderMessageEvents)[number];
