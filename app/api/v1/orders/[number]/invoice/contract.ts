import { defineContract } from '@/lib/api';
import { orderNumberParamsSchema } from '@/lib/ordering';

export const contract = defineContract({
  GET: {
    params: orderNumberParamsSchema,
    auth: 'optional',
    summary: "One's own order's invoice, as a PDF",
    answerType: 'application/pdf',
    responses: {
      200: 'The invoice (`application/pdf`).',
      404: 'Anyone but the shopper or the guest browser that placed the order.',
    },
  },
});
