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
  /** Staff confirmed the day it will reach her (docs/decisions.md, "The date it is for"). */
  'promised',
  /** Staff marked a stage of her made-to-measure piece done and chose to tell her (lib/ordering/atelier). */
  'atelier_stage',
] as const;
export type OrderMessageEvent = (typeof orderMessageEvents)[number];

/** The channels the outbox sends on; WhatsApp only to shoppers who opted in. */
export const outboxChannels = ['sms', 'email', 'whatsapp'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * What the WhatsApp Cloud API's webhook says of a message it took, in its own words
 * (`statuses[].status`): sent to WhatsApp, delivered to the phone, read, or failed.
 */
export const whatsappDeliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppDeliveryStatus = (typeof whatsappDeliveryStatuses)[number];
