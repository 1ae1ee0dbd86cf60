import { defineContract } from '@/lib/api';
import { pathaoCityParamsSchema } from '@/lib/fulfilment/admin';

export const contract = defineContract({
  GET: {
    params: pathaoCityParamsSchema,
    staff: 'handleOrders',
    summary: "A Pathao city's zones",
    responses: { 200: '`{zones: [{id, name}]}`' },
  },
});
