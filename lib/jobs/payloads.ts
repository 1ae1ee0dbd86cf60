import { z } from 'zod';
import { bookableCouriers } from '@/lib/db/values/orders';
import type { JobName } from './names';

const rowId = z.number().int().positive();

/**
 * What each job carries, checked when it is sent (lib/jobs/enqueue.ts) and again when a
 * worker takes it (lib/bootstrap/jobs/run-job.ts). Built from zod and the stored vocabularies
 * only, so that the queue still knows no feature (docs/architecture.md, "Jobs").
 */
const schemas = {
  'deliver-message': z.object({ outboxId: rowId }),
  'deliver-whatsapp': z.object({ outboxId: rowId }),
  'release-order': z.object({ orderId: rowId }),
  'release-expired-orders': z.object({}),
  'process-photo': z.object({ uploadId: rowId }),
  /** The order, the courier, and what staff chose (lib/fulfilment/couriers/request-booking.ts). */
  'courier-book': z.object({
    orderId: rowId,
    courier: z.enum(bookableCouriers),
    codAmount: z.number().min(0),
    note: z.string(),
    pathao: z
      .object({
        cityId: rowId,
        zoneId: rowId,
        areaId: rowId.optional(),
        itemWeight: z.number().positive(),
      })
      .optional(),
  }),
  'courier-poll': z.object({}),
  /** A new cash-on-delivery order's phone, checked (lib/fulfilment/couriers/cod-risk-job.ts). */
  'cod-risk-check': z.object({ orderId: rowId }),
  'fitting-reminder': z.object({ bookingId: rowId }),
  /** A sold-out variant is back: tell those waiting (lib/catalogue/stock-alerts). */
  'notify-back-in-stock': z.object({ variantId: rowId }),
  /** A delivered order whose shopper is asked to review its pieces (lib/reviews). */
  'review-request': z.object({ orderId: rowId }),
  /** A checkout left without an order whose shopper agreed to reminders (lib/ordering/unfinished). */
  'unfinished-checkout-reminder': z.object({ checkoutId: rowId }),
  /** The daily look for pieces not shipped 14 and 7 days before her event (lib/ordering/atelier). */
  'atelier-alerts': z.object({}),
  /**
   * The cache tags a write expired, and edge keys no tag names (a renamed product's old
   * slug): lib/cache/edge/purge-job.ts.
   */
  'edge-purge': z.object({
    tags: z.array(z.string().min(1)),
    keys: z.array(z.string().min(1)).default([]),
  }),
  /**
   * A Conversions API server event, built when the order was written
   * (lib/measurement/meta-event.ts), and the order it is about.
   */
  'meta-event': z.object({
    orderId: rowId,
    event: z.object({
      event_name: z.string().min(1),
      event_time: z.number().int().positive(),
      event_id: z.string().min(1),
      action_source: z.string().min(1),
      event_source_url: z.string().optional(),
      user_data: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      custom_data: z.record(z.string(), z.unknown()),
    }),
  }),
  /** Measurement Protocol events for one GA4 client (lib/measurement/ga4-event.ts). */
  'ga4-event': z.object({
    orderId: rowId,
    clientId: z.string().min(1),
    events: z
      .array(z.object({ name: z.string().min(1), params: z.record(z.string(), z.unknown()) }))
      .min(1),
  }),
} satisfies Record<JobName, z.ZodType>;

/** What a job's handler receives. */
export type JobPayload<N extends JobName> = z.output<(typeof schemas)[N]>;
/** What a sender gives enqueueJob for it. */
export type JobPayloadInput<N extends JobName> = z.input<(typeof schemas)[N]>;

// Typed per name, so that parsing with a generic name yields that name's payload.
const jobPayloadSchemas: { [N in JobName]: z.ZodType<JobPayload<N>, JobPayloadInput<N>> } = schemas;

/** A job's data as its schema reads it; throws, naming the job and each field at fault. */
export function parseJobPayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  const parsed = jobPayloadSchemas[name].safeParse(data);
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'the payload'}: ${issue.message}`,
  );
  throw new Error(`The ${name} job's payload does not fit its schema (${faults.join('; ')})`);
}

const unique = (lists: readonly string[][]) => [...new Set(lists.flat())];

/**
 * Queues whose waiting jobs a worker takes together (queueSettings' `batchSize`) and works
 * as one, their data merged: purges that pile up while the edge answers the last one become
 * one call, which a CDN's rate limit on purges needs (docs/architecture.md, "Caching").
 */
export const jobPayloadMergers: { [N in JobName]?: (payloads: JobPayload<N>[]) => JobPayload<N> } =
  {
    'edge-purge': (payloads) => ({
      tags: unique(payloads.map((payload) => payload.tags)),
      keys: unique(payloads.map((payload) => payload.keys)),
    }),
  };
