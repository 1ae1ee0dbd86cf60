import { assertSelf, api } from '@/lib/api';
import { jsonResponse } from '@/lib/http/server/json-response';
import { clientIp, readSessionCookie, sessionCookie } from '@/lib/identity';
import { changedMessage, changePassword } from '@/lib/customers';
import { contract } from './contract';

// PUT /api/v1/user/password/change/{id} {currentPassword?, password, confirmPassword}
// Ends every other session and token; a browser session gets a fresh cookie and stays in.
// Wrong current passwords are limited like sign-in's (per account and per address): 429.
export const PUT = api(contract.PUT, async ({ params, body, viewer, request }) => {
  assertSelf(viewer, params.id);
  const account = await changePassword(params.id, body, clientIp(request));
  const session = await readSessionCookie(request);
  const headers: HeadersInit = {};
  if (session && Number(session.sub) === account.id) {
    headers['set-cookie'] = await sessionCookie(request, {
      ...session,
      ver: account.sessionVersion,
    });
  }
  return jsonResponse({ message: changedMessage }, 200, headers);
});
