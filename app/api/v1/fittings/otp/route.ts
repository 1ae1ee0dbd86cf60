import { api } from '@/lib/api';
import { jsonResponse } from '@/lib/api/json-response';
import { clientIp } from '@/lib/auth/client-ip';
import { requestFittingCode } from '@/lib/fittings/request-code';
import { checkoutCodeMessage } from '@/lib/orders/checkout-code';
import { contract } from './contract';

// POST /api/v1/fittings/otp {phone, locale?} → 202: the code that confirms a fitting, by SMS
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestFittingCode(body.phone, clientIp(request), body.locale);
  return jsonResponse({ message: checkoutCodeMessage }, 202);
});
