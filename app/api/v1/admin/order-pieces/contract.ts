import { defineContract } from '@/lib/api/operation';
import { orderPiecesQuerySchema } from '@/lib/validation/staff-order';

export const contract = defineContract({
  GET: {
    staff: 'handleOrders',
    query: orderPiecesQuerySchema,
    summary: 'Pieces on sale for an order staff take, with their stock',
    responses: { 200: '`{results}`' },
  },
});
