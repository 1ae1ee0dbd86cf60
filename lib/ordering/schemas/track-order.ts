import { z } from 'zod';
import { otpSchema } from '@/lib/identity/client';
import { localeSchema } from '@/lib/validation';
import { phoneSchema } from '@/lib/validation/client';

const numberMessage = 'Enter the order number from your confirmation, such as NJ-260521-48271';

/** An order number as a shopper may type it: any case, spaces around it. */
export const trackedNumberSchema = z
  .string({ error: numberMessage })
  .trim()
  .min(1, { error: numberMessage })
  .max(40, { error: numberMessage })
  .regex(/^[A-Za-z0-9-]+$/, { error: numberMessage })
  .transform((value) => value.toUpperCase());

/** POST /api/v1/orders/track/code: step 1 of finding an order. */
export const trackCodeBodySchema = z.object({
  number: trackedNumberSchema,
  phone: phoneSchema,
  locale: localeSchema,
});

/** POST /api/v1/orders/track: step 2, with the code sent to the order's phone. */
export const trackOrderBodySchema = trackCodeBodySchema.extend({ otp: otpSchema });

export type TrackCodeInput = z.infer<typeof trackCodeBodySchema>;
export type TrackOrderInput = z.infer<typeof trackOrderBodySchema>;
