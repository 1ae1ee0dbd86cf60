import { PUT as googleLogin } from '@/app/api/v1/user/google_login/[email]/route';
import { env } from '@/lib/env';
import type { User } from '@/lib/customers/accounts/types';
import { startMockOidc, type MockOidc } from '@/e2e/support/mock-oidc';
import { send } from './helpers';

export const googleClientId = 'store-test-client.apps.googleusercontent.com';

/** Starts the mock Google provider around a test file and points the store at it. */
export function startGoogleForFile(): () => MockOidc {
  let google: MockOidc | undefined;
  beforeAll(async () => {
    google = await startMockOidc({ clientId: googleClientId });
    Object.assign(env, { GOOGLE_CLIENT_ID: googleClientId, GOOGLE_ISSUER: google.issuer });
  });
  afterAll(() => google?.close());
  return () => google!;
}

/** PUT google_login/{email} with a valid ID token for that e-mail from the mock provider. */
export const googleSignIn = async (google: MockOidc, email: string) =>
  send<{ userData?: User; token?: string }>(googleLogin, '/api/v1/user/google_login/:email', {
    method: 'PUT',
    params: { email },
    body: { email, idToken: await google.signIdToken({ email }) },
  });
