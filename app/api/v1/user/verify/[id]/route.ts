import { assertSelf, api } from '@/lib/api';
import { jsonResponse } from '@/lib/http/server/json-response';
import { clientIp } from '@/lib/identity';
import {
  codeSentMessages,
  provenMessages,
  proveIdentifier,
  requestProofCode,
  getUser,
} from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/user/verify/{id} {identifier}: sends a code to the account's phone or e-mail
// (202); with {otp} marks it proven (200 {message, user}). docs/decisions.md 11.
export const POST = api(contract.POST, async ({ params, body, viewer, request }) => {
  assertSelf(viewer, params.id);
  const { identifier, otp } = body;
  if (otp === undefined) {
    if (await requestProofCode(params.id, identifier, clientIp(request), body.locale)) {
      return jsonResponse({ message: codeSentMessages[identifier] }, 202);
    }
    return jsonResponse({ message: provenMessages[identifier], user: await getUser(params.id) });
  }
  const user = await proveIdentifier(params.id, identifier, otp);
  return jsonResponse({ message: provenMessages[identifier], user });
});
