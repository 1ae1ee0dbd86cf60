import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { clientIp } from '@/lib/identity';
import { signUp, signupMessage } from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/user/signup → 201 {message, user, verification_required}: codes went to the
// phone and e-mail, which count once proven through POST /api/v1/user/verify/{id}.
export const POST = api(contract.POST, async ({ body, request }) =>
  jsonResponse({ message: signupMessage, ...(await signUp(body, clientIp(request))) }, 201),
);
