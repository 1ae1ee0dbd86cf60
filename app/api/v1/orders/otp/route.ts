import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { checkoutCodeMessage, requestCheckoutCode } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/orders/otp {phone, locale?} → 202: a guest's checkout code by SMS
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestCheckoutCode(body.phone, clientIp(request), body.locale);
  return jsonResponse({ message: checkoutCodeMessage }, 202);
});
