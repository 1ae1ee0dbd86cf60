import { signInResponse, api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { signInWithPassword, signInAnswer } from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/user/login {email, password, locale?} → {user, token}; a browser also gets a new XSRF token
export const POST = api(contract.POST, async ({ body, request }) =>
  signInResponse(request, await signInAnswer(await signInWithPassword(body, clientIp(request)))),
);
