import 'server-only';
import type { BookingJob } from './booking-job-data';
import { bookOrder } from './book-order';
import { pollCouriers } from './poll';

/** The courier-book job: one booking (lib/fulfilment/couriers/book-order.ts). */
export async function bookCourierJob(job: BookingJob): Promise<void> {
  await bookOrder(job);
}

/** The courier-poll job, every 10 minutes: shipped orders of couriers without a webhook. */
export async function pollCouriersJob(): Promise<void> {
  await pollCouriers();
}
