import { api } from '@/lib/api';
import { findOrderPieces } from '@/lib/ordering/admin';
import { contract } from './contract';

// GET /api/v1/admin/order-pieces?q= — pieces on sale for an order staff take, with their stock
export const GET = api(contract.GET, async ({ query }) => ({
  results: await findOrderPieces(query.q),
}));
