import { api } from '@/lib/api';
import { jsonResponse } from '@/lib/api/json-response';
import { clientIp } from '@/lib/auth/client-ip';
import { requestTrackCode, trackCodeMessage } from '@/lib/orders/tracking/request-code';
import { contract } from './contract';

// POST /api/v1/orders/track/code {number, phone, locale?} → 202, the same whether or not they match
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestTrackCode(body, clientIp(request));
  return jsonResponse({ message: trackCodeMessage }, 202);
});
