import { api } from '@/lib/api/handler';
import { findOrderPieces } from '@/lib/orders/order-pieces';
import { orderPiecesQuerySchema } from '@/lib/validation/staff-order';

// GET /api/v1/admin/order-pieces?q= — pieces on sale for an order staff take, with their stock
export const GET = api(
  { staff: 'handleOrders', query: orderPiecesQuerySchema },
  async ({ query }) => ({ results: await findOrderPieces(query.q) }),
);
