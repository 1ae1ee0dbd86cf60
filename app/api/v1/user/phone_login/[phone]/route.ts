import { api } from '@/lib/api';
import { jsonResponse } from '@/lib/api/json-response';
import { signInResponse } from '@/lib/api/xsrf';
import { clientIp } from '@/lib/auth/client-ip';
import { codeSentMessage, requestPhoneCode, signInWithPhoneCode } from '@/lib/users/sign-in';
import { signInAnswer } from '@/lib/users/sign-in-answer';
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
