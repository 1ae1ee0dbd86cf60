import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { forgotMessage, requestPasswordReset } from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/user/password/forgot {email} | {phone}, and locale? → 202 whether or not the account exists
export const POST = api(contract.POST, async ({ body, request }) => {
  await requestPasswordReset(body, clientIp(request), body.locale);
  return jsonResponse({ message: forgotMessage }, 202);
});
