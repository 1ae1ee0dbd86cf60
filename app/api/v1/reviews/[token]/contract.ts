import { defineContract } from '@/lib/api';
import { limits } from '@/lib/identity';
import { reviewTokenParamsSchema } from '@/lib/reviews/client';

export const contract = defineContract({
  POST: {
    params: reviewTokenParamsSchema,
    throttle: { name: 'review', limit: limits.reviewsPerIp, appliesTo: () => true },
    summary: "Sends the review of a review link's order line",
    description:
      'The token is the last part of the link the review request sent (signed, bound to one delivered order line, expiring). The review waits for staff before it is shown. Its text is kept as text. Photos must be allowed to be shown (`photosConsent`).',
    rawBody: {
      mediaType: 'multipart/form-data',
      description:
        '`rating` (1–5), `fit` (`small`, `true`, `large`), `title` (at most 120 characters), `body` (10–2000), `firstNameOnly` and `photosConsent` (`on` or absent), and up to six `photo` files (JPEG, PNG, WebP or HEIC, at most 20 MB each).',
    },
    responses: {
      201: '`{review: {id}}`',
      404: '`review_link_invalid`: a token not signed by the store, expired, or for a line that cannot be reviewed.',
      409: '`already_reviewed`: the line has its review (a link works once).',
      413: 'A photo or the whole body too large.',
      415: 'A file that is not a JPEG, PNG, WebP or HEIC photo.',
      422: 'A photo that cannot be read.',
    },
  },
});
