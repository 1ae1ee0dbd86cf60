/** The channels whose texts the store writes (its templates): SMS and e-mail. */
export type Channel = 'sms' | 'email';

/** Every channel a message goes on: WhatsApp sends Meta's approved templates instead. */
export type { OutboxChannel, WhatsAppDeliveryStatus } from '@/lib/db/values/messages';

export type Message = { channel: Channel; to: string; subject?: string; text: string };

/**
 * A message as a gateway is handed it: `reference` is the message's own id, the same on
 * every try (a provider that takes one can tell a retry from a second message).
 */
export type OutgoingMessage = Message & { reference: string };

/** Delivers one message; throws when the gateway refuses it or cannot be reached. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

/**
 * Why an SMS was not sent: the provider `refused` it (the number, the sender id, the text:
 * not retried), or was `unavailable` (down, out of balance: retried).
 */
export const smsFailureKinds = ['refused', 'unavailable'] as const;
export type SmsFailureKind = (typeof smsFailureKinds)[number];

/** The code an SMS failure carries, kept with the failed job for the staff's words. */
export const smsFailureCode = (kind: SmsFailureKind) => `sms_${kind}` as const;
