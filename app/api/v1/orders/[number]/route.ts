import { api } from '@/lib/api';
import { readOwnOrder } from '@/lib/orders/access';
import { guestOrdersOf } from '@/lib/orders/guest-access';
import { orderNumberParamsSchema } from '@/lib/validation/order';

// GET /api/v1/orders/{number} — one's own order only; 404 for any other
export const GET = api(
  { params: orderNumberParamsSchema, auth: 'optional' },
  ({ params, viewer, request }) => readOwnOrder(params.number, viewer, guestOrdersOf(request)),
);
