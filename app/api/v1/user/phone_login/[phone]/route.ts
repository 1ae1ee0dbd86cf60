import { jsonResponse } from '@/lib/http/server/json-response';
import { signInResponse, api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import {
  codeSentMessage,
  requestPhoneCode,
  signInWithPhoneCode,
  signInAnswer,
} from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/user/phone_login/{phone}: without a body (or with {locale}) sends a code (202);
// with {otp, locale?} signs in, keeping the language for the account's messages
// (a browser also gets a new XSRF token).
export const POST = api(contract.POST, async ({ params, body, request }) => {
  const ip = clientIp(request);
  if (body?.otp === undefined) {
    await requestPhoneCode(params.phone, ip, body?.locale);
    return jsonResponse({ message: codeSentMessage }, 202);
  }
  const { otp, locale } = body;
  const account = await signInWithPhoneCode({ phone: params.phone, otp, locale }, ip);
  return signInResponse(request, await signInAnswer(account));
});
