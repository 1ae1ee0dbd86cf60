import 'server-only';
import { bookingJobSchema } from './booking-job-data';
import { bookOrder } from './book-order';
import { pollCouriers } from './poll';

/** The courier-book job: one booking (lib/couriers/book-order.ts). */
export async function bookCourierJob(data: Record<string, unknown>): Promise<void> {
  await bookOrder(bookingJobSchema.parse(data));
}

/** The courier-poll job, every 10 minutes: shipped orders of couriers without a webhook. */
export async function pollCouriersJob(): Promise<void> {
  await pollCouriers();
}
