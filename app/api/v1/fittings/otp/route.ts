import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { requestFittingCode } from '@/lib/fittings';
import { checkoutCodeMessage } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/fittings/otp {phone, locale?} → 202: the code that confirms a fitting, by SMS
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestFittingCode(body.phone, clientIp(request), body.locale);
  return jsonResponse({ message: checkoutCodeMessage }, 202);
});
