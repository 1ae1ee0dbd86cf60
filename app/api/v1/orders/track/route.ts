import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { trackedOrderCookies, openTrackedOrder } from '@/lib/ordering';
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
