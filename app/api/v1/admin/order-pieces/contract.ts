import { defineContract } from '@/lib/api';
import { orderPiecesQuerySchema } from '@/lib/ordering/admin';

export const contract = defineContract({
  GET: {
    staff: 'handleOrders',
    query: orderPiecesQuerySchema,
    summary: 'Pieces on sale for an order staff take, with their stock',
    responses: { 200: '`{results}`' },
  },
});
