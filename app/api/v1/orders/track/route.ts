import { api } from '@/lib/api';
import { jsonResponse } from '@/lib/api/json-response';
import { clientIp } from '@/lib/auth/client-ip';
import { trackedOrderCookies } from '@/lib/orders/tracking/access';
import { openTrackedOrder } from '@/lib/orders/tracking/open-order';
import { contract } from './contract';

// POST /api/v1/orders/track {number, phone, otp} → 200 {order}, opening it on /track-order and /bn/track-order
export const POST = api(contract.POST, async ({ body, request }) => {
  const order = await openTrackedOrder(body, clientIp(request));
  const cookies = trackedOrderCookies(request, order.number);
  return jsonResponse(
    { order },
    200,
    cookies.map((cookie): [string, string] => ['Set-Cookie', cookie]),
  );
});
