import { assertSelf, api } from '@/lib/api';
import { jsonResponse } from '@/lib/http/server/json-response';
import { clientIp } from '@/lib/identity';
import { confirmPhoneChange, phoneCodeSentMessage, requestPhoneChange } from '@/lib/customers';
import { contract } from './contract';

// PUT /api/v1/user/updatePhone/{id}: {phone} sends a code to the new number (202);
// {phone, otp} saves it.
export const PUT = api(contract.PUT, async ({ params, body, viewer, request }) => {
  assertSelf(viewer, params.id);
  if (body.otp === undefined) {
    await requestPhoneChange(params.id, body.phone, clientIp(request), body.locale);
    return jsonResponse({ message: phoneCodeSentMessage }, 202);
  }
  return confirmPhoneChange(params.id, body.phone, body.otp);
});
