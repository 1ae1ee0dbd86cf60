import { defineContract } from '@/lib/api/operation';
import { pathaoCityParamsSchema } from '@/lib/couriers/schemas';

export const contract = defineContract({
  GET: {
    params: pathaoCityParamsSchema,
    staff: 'handleOrders',
    summary: "A Pathao city's zones",
    responses: { 200: '`{zones: [{id, name}]}`' },
  },
});
