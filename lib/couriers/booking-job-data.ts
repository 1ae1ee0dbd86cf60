import 'server-only';
import { z } from 'zod';
import { bookableCouriers } from './names';

/** What a courier-book job carries: the order, the courier, and what staff chose. */
export const bookingJobSchema = z.object({
  orderId: z.number().int().positive(),
  courier: z.enum(bookableCouriers),
  codAmount: z.number().min(0),
  note: z.string(),
  pathao: z
    .object({
      cityId: z.number().int().positive(),
      zoneId: z.number().int().positive(),
      areaId: z.number().int().positive().optional(),
      itemWeight: z.number().positive(),
    })
    .optional(),
});
export type BookingJob = z.infer<typeof bookingJobSchema>;

/** One booking of an order at a time: its jobs share this key (lib/jobs/latest-job.ts). */
export const bookingKey = (orderId: number) => `order:${orderId}`;
