import { api } from '@/lib/api';
import { signInResponse } from '@/lib/api/xsrf';
import { verifyGoogleIdToken } from '@/lib/users/google-id-token';
import { signInWithGoogle } from '@/lib/users/sign-in';
import { signInAnswer } from '@/lib/users/sign-in-answer';
import { invalidGoogleToken } from '@/lib/users/errors';
import { contract } from './contract';

// PUT /api/v1/user/google_login/{email} {email, userName, idToken} → {userData, token}
// Only a verified Google ID token for that same verified e-mail signs in (docs/decisions.md 2).
export const PUT = api(contract.PUT, async ({ params, body, request }) => {
  const identity = body.idToken ? await verifyGoogleIdToken(body.idToken) : null;
  if (!identity || identity.email !== params.email || identity.email !== body.email) {
    throw invalidGoogleToken();
  }
  const { user, token } = await signInAnswer(await signInWithGoogle(identity));
  return signInResponse(request, { userData: user, token });
});
