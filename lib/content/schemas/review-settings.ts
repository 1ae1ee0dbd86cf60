import { z } from 'zod';

/** When a delivered order's shopper is asked for her reviews (lib/reviews). */
export const reviewSettingsSchema = z.object({
  requestDelayDays: z.coerce
    .number({ error: 'Enter the number of days.' })
    .int('Enter the number of days as a whole number.')
    .min(0, 'At least 0.')
    .max(60, 'At most 60.'),
});
export type ReviewSettings = z.output<typeof reviewSettingsSchema>;

/** A week: the dress has been tried on and worn to an event or two by then. */
export const reviewSettingsDefaults: ReviewSettings = { requestDelayDays: 7 };
