import type { Channel } from '@/lib/messaging';

/** What the failed-jobs page knows about a job's data, looked up from the store's own rows. */
export type JobSubject = {
  data: unknown;
  /** The message a delivery job carries, if it is still in the outbox. */
  message: { channel: Channel; recipient: string } | null;
  /** The order the job (or its message) is about. */
  orderNumber: string | null;
};

const channelWords: Record<Channel, string> = { sms: 'SMS', email: 'E-mail' };

/** Keys already told in words (the message, the order), or meaningless to a person. */
const toldKeys = new Set(['outboxId', 'orderId']);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first of a list's items, and how many more (an edge purge's hundreds of tags). */
const listWords = (items: unknown[], shown = 4) => {
  const words = items
    .slice(0, shown)
    .map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  const more = items.length - shown;
  return more > 0 ? `${words.join(', ')} and ${more} more` : words.join(', ');
};

/** A job's data in the staff's words: "SMS to +8801712345678 · order NJ-260310-00001". */
export function describeJob({ data, message, orderNumber }: JobSubject): string {
  const fields = asRecord(data);
  const parts: string[] = [];
  if (message) parts.push(`${channelWords[message.channel]} to ${message.recipient}`);
  else if (fields.outboxId !== undefined)
    parts.push(`message ${String(fields.outboxId)}, no longer in the outbox`);
  if (orderNumber) parts.push(`order ${orderNumber}`);
  else if (fields.orderId !== undefined)
    parts.push(`order id ${String(fields.orderId)}, not found`);
  for (const [key, value] of Object.entries(fields)) {
    if (toldKeys.has(key) || parts.length >= 3) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${key} ${listWords(value)}`);
    } else parts.push(`${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return sentence(parts.join(' · '));
}
