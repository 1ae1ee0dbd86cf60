import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { requestTrackCode, trackCodeMessage } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/orders/track/code {number, phone, locale?} → 202, the same whether or not they match
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestTrackCode(body, clientIp(request));
  return jsonResponse({ message: trackCodeMessage }, 202);
});
