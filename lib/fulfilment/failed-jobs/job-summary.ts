import type { OutboxChannel } from '@/lib/messaging';

/** What the failed-jobs page knows about a job's data, looked up from the store's own rows. */
export type JobSubject = {
  data: unknown;
  /** The message a delivery job carries, if it is still in the outbox. */
  message: { channel: OutboxChannel; recipient: string } | null;
  /** The order the job (or its message) is about. */
  orderNumber: string | null;
};

/**
 * What a job was about, as the values its words are filled with (admin.json
 * `jobs.about.<job name>`): whether its message and order were found, and its data's fields,
 * a list as its first few items (`tags`) and how many more (`tagsMore`).
 */
export type JobAbout = Record<string, string | number>;

const shownOfList = 4;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A field's values: as text (an id is not a number to group in thousands), a list as its
 * first items, how many it has and how many more than those.
 */
function fieldValues(key: string, value: unknown): JobAbout {
  if (!Array.isArray(value)) return { [key]: asText(value ?? '') };
  return {
    [key]: value.slice(0, shownOfList).map(asText).join(', '),
    [`${key}Count`]: value.length,
    [`${key}More`]: Math.max(0, value.length - shownOfList),
  };
}

/** A job's data and what it points at, for its words: "SMS to +8801712345678 · order NJ-…". */
export function jobAbout({ data, message, orderNumber }: JobSubject): JobAbout {
  const fields = asRecord(data);
  return {
    ...Object.assign({}, ...Object.entries(fields).map(([key, value]) => fieldValues(key, value))),
    message: message ? 'found' : 'gone',
    channel: message?.channel ?? '',
    recipient: message?.recipient ?? '',
    order: orderNumber ? 'found' : fields.orderId === undefined ? 'none' : 'gone',
    orderNumber: orderNumber ?? '',
  };
}
