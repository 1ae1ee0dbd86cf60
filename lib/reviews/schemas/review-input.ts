import { z } from 'zod';
import { reviewFits } from '@/lib/db/values/reviews';

/** How long a review's parts may be (client-safe: the form shows the limits). */
export const reviewLimits = {
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 2000,
  photosMax: 6,
  reasonMax: 500,
  replyMax: 1000,
} as const;

/** A checkbox as a form sends it: 'on' (or 'true'), or absent. */
const checkbox = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === true,
  z.boolean(),
);

/**
 * What she writes (the photos are read beside it, lib/reviews/read-review-form.ts). Text is
 * kept as typed, trimmed: the pages show it as text, never as HTML.
 */
export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  fit: z.enum(reviewFits, { error: 'Say how it fitted.' }),
  title: z
    .string({ error: 'Give your review a title.' })
    .trim()
    .min(1, 'Give your review a title.')
    .max(reviewLimits.titleMax, `At most ${reviewLimits.titleMax} characters.`),
  body: z
    .string({ error: 'Write a few words.' })
    .trim()
    .min(reviewLimits.bodyMin, `Write at least ${reviewLimits.bodyMin} characters.`)
    .max(reviewLimits.bodyMax, `At most ${reviewLimits.bodyMax} characters.`),
  firstNameOnly: checkbox,
  photosConsent: checkbox,
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** A review link's token in a path: its shape is checked by the signature, not here. */
export const reviewTokenParamsSchema = z.object({
  token: z.string().min(1).max(200),
});
