import { defineContract } from '@/lib/api';
import { userIdParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  GET: {
    params: userIdParamsSchema,
    auth: 'required',
    summary: "The signed-in user's wishlist",
    responses: {
      200: '`[ProductSummary]`, newest first, active products only.',
      403: "`not_allowed`: another user's list.",
    },
  },
});
