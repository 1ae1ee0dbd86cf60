import { signInResponse, api } from '@/lib/api';
import {
  verifyGoogleIdToken,
  signInWithGoogle,
  signInAnswer,
  invalidGoogleToken,
} from '@/lib/customers';
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
