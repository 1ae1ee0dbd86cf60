import { z } from 'zod';
import { reviewStatuses } from '@/lib/db/values/reviews';
import { reviewLimits } from './review-input';

const reviewId = z.coerce.number({ error: 'Choose a review.' }).int().positive().max(2_147_483_647);

/** One moderation of a review, as its staff form sends it. */
export const moderationSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('publish'), id: reviewId }),
  z.object({
    decision: z.literal('reject'),
    id: reviewId,
    reason: z
      .string({ error: 'Say why it is not shown.' })
      .trim()
      .min(1, 'Say why it is not shown.')
      .max(reviewLimits.reasonMax, `At most ${reviewLimits.reasonMax} characters.`),
  }),
  z.object({
    decision: z.literal('reply'),
    id: reviewId,
    reply: z
      .string({ error: 'Write the reply.' })
      .trim()
      .max(reviewLimits.replyMax, `At most ${reviewLimits.replyMax} characters.`),
  }),
]);
export type Moderation = z.output<typeof moderationSchema>;

/** The staff list's filters, from its address. */
export const staffReviewFiltersSchema = z.object({
  status: z.enum(reviewStatuses).optional().catch(undefined),
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  photos: z.literal('1').optional().catch(undefined),
});
export type StaffReviewFilters = z.output<typeof staffReviewFiltersSchema>;
