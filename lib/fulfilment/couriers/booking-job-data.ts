import 'server-only';
import type { JobPayload } from '@/lib/jobs/payloads';

/** What a courier-book job carries: the order, the courier, and what staff chose. */
export type BookingJob = JobPayload<'courier-book'>;

/** One booking of an order at a time: its jobs share this key (lib/jobs/latest-job.ts). */
export const bookingKey = (orderId: number) => `order:${orderId}`;
