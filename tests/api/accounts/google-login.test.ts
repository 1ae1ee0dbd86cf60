import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { PUT as googleLogin } from '@/app/api/v1/user/google_login/[email]/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { User } from '@/lib/customers/accounts/types';
import { subjectFor } from '@/e2e/support/mock-oidc';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { errorOf, send, signUpUser } from './helpers';
import { googleClientId, startGoogleForFile } from './mock-google';

const mockGoogle = startGoogleForFile();

type GoogleAnswer = { userData?: User; token?: string };

const signInAs = (email: string, body: Record<string, unknown>) =>
  send<GoogleAnswer>(googleLogin, '/api/v1/user/google_login/:email', {
    method: 'PUT',
    params: { email },
    body: { email, userName: 'Mock Google User', ...body },
  });

/** A token like Google's, from the same issuer and key id, but signed with another key. */
async function tokenSignedByAnotherKey(email: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'mock-key' })
    .setIssuer(mockGoogle().issuer)
    .setSubject(subjectFor(email))
    .setAudience(googleClientId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

type Refusal = [what: string, email: string, body: () => Promise<Record<string, unknown>>];

const refusals: Refusal[] = [
  ['no token at all', 'claimed@example.com', async () => ({})],
  ['an empty token', 'claimed@example.com', async () => ({ idToken: '' })],
  ['a garbage token', 'claimed@example.com', async () => ({ idToken: 'not.a.token' })],
  [
    'a token signed by another key',
    'claimed@example.com',
    async () => ({ idToken: await tokenSignedByAnotherKey('claimed@example.com') }),
  ],
  [
    'a token for another audience',
    'claimed@example.com',
    async () => ({
      idToken: await mockGoogle().signIdToken(
        { email: 'claimed@example.com' },
        { audience: 'another-app.apps.googleusercontent.com' },
      ),
    }),
  ],
  [
    'an expired token',
    'claimed@example.com',
    async () => ({
      idToken: await mockGoogle().signIdToken(
        { email: 'claimed@example.com' },
        { expiresIn: '-1m' },
      ),
    }),
  ],
  [
    'a token whose e-mail is not verified',
    'claimed@example.com',
    async () => ({
      idToken: await mockGoogle().signIdToken({
        email: 'claimed@example.com',
        email_verified: false,
      }),
    }),
  ],
  [
    'a token for another e-mail than the claimed one',
    'claimed@example.com',
    async () => ({ idToken: await mockGoogle().signIdToken({ email: 'attacker@example.com' }) }),
  ],
];

describeAppDatabase(
  'PUT /api/v1/user/google_login/{email}',
  async () => null,
  () => {
    it('signs in with a valid token: 200 {userData, token}, a new account without a password', async () => {
      const idToken = await mockGoogle().signIdToken({ email: 'Sadia@Example.com', name: 'Sadia' });
      const answer = await signInAs('sadia@example.com', { idToken });
      expect(answer.status).toBe(200);
      expect(answer.body.token).toEqual(expect.any(String));
      expect(answer.body.userData).toMatchObject({
        email: 'sadia@example.com',
        name: 'Sadia',
        has_password: false,
      });
    });

    it('answers 401 when the body names another e-mail than the token and the path', async () => {
      const idToken = await mockGoogle().signIdToken({ email: 'rima@example.com' });
      const answer = await send(googleLogin, '/api/v1/user/google_login/:email', {
        method: 'PUT',
        params: { email: 'rima@example.com' },
        body: { email: 'other@example.com', idToken },
      });
      expect(answer.status).toBe(401);
    });

    it.each(refusals)('answers 401 and signs no one in for %s', async (_what, email, body) => {
      const answer = await signInAs(email, await body());
      expect(answer.status).toBe(401);
      expect(answer.body).not.toHaveProperty('token');
      expect(answer.body).not.toHaveProperty('userData');
    });

    it('signs the same Google subject in to the same account again', async () => {
      const first = await signInAs('tania@example.com', {
        idToken: await mockGoogle().signIdToken({ email: 'tania@example.com' }),
      });
      const again = await signInAs('tania@example.com', {
        idToken: await mockGoogle().signIdToken({ email: 'tania@example.com' }),
      });
      expect(again.status).toBe(200);
      expect(again.body.userData!.id).toBe(first.body.userData!.id);
    });

    it('links a verified e-mail to the account that signed up with it', async () => {
      const bride = await signUpUser();
      const answer = await signInAs(bride.email, {
        idToken: await mockGoogle().signIdToken({ email: bride.email }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.userData).toMatchObject({ id: bride.id, has_password: true });
    });

    it('answers 409, not 500, when the e-mail belongs to an account linked to another Google subject', async () => {
      const first = await signInAs('farah@example.com', {
        idToken: await mockGoogle().signIdToken({ email: 'farah@example.com' }),
      });
      await getDb()
        .update(users)
        .set({ googleSubject: 'an-earlier-google-account' })
        .where(eq(users.id, first.body.userData!.id));
      const answer = await signInAs('farah@example.com', {
        idToken: await mockGoogle().signIdToken({ email: 'farah@example.com' }),
      });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).code).toBe('email_taken');
      expect(answer.body).not.toHaveProperty('token');
    });

    it('answers 400 for a path that is not an e-mail', async () => {
      const answer = await signInAs('not-an-email', { idToken: 'x' });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields).toHaveProperty('email');
    });
  },
);
