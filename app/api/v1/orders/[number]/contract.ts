import { defineContract } from '@/lib/api';
import { orderNumberParamsSchema } from '@/lib/ordering';

export const contract = defineContract({
  GET: {
    params: orderNumberParamsSchema,
    auth: 'optional',
    summary: 'One order, for the shopper or the guest browser that placed it',
    responses: {
      200: 'Order',
      404: 'Anyone else, the same as for a number that does not exist.',
    },
  },
});
