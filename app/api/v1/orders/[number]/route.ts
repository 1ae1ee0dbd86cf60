import { api } from '@/lib/api';
import { readOwnOrder, guestOrdersOf } from '@/lib/ordering';
import { contract } from './contract';

// GET /api/v1/orders/{number} — one's own order only; 404 for any other
export const GET = api(contract.GET, ({ params, viewer, request }) =>
  readOwnOrder(params.number, viewer, guestOrdersOf(request)),
);
