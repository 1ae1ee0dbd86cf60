import { api } from '@/lib/api';
import { signInResponse } from '@/lib/api/xsrf';
import { clientIp } from '@/lib/auth/client-ip';
import { signInWithPassword } from '@/lib/users/sign-in';
import { signInAnswer } from '@/lib/users/sign-in-answer';
import { contract } from './contract';

// POST /api/v1/user/login {email, password, locale?} → {user, token}; a browser also gets a new XSRF token
export const POST = api(contract.POST, async ({ body, request }) =>
  signInResponse(request, await signInAnswer(await signInWithPassword(body, clientIp(request)))),
);
