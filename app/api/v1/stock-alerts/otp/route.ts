import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { requestStockAlertCode } from '@/lib/catalogue';
import { clientIp } from '@/lib/identity';
import { checkoutCodeMessage } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/stock-alerts/otp {phone, locale?} → 202: the code that proves the phone, by SMS
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestStockAlertCode(body.phone, clientIp(request), body.locale);
  return jsonResponse({ message: checkoutCodeMessage }, 202);
});
