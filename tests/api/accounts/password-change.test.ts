import { PUT as change } from '@/app/api/v1/user/password/change/[id]/route';
import { POST as phoneLogin } from '@/app/api/v1/user/phone_login/[phone]/route';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  errorOf,
  freshPhone,
  latestCode,
  login,
  params,
  readMe,
  send,
  sessionOf,
  signUpUser,
  type Caller,
} from './helpers';

const newPassword = 'gharara2027';

const changePassword = (id: number, body: Record<string, unknown>, as: Caller) =>
  send<{ message: string }>(change, '/api/v1/user/password/change/:id', {
    method: 'PUT',
    params: params(id),
    body: { password: newPassword, confirmPassword: newPassword, ...body },
    as,
  });

/** `name=value` of the session cookie an answer sets, if any. */
const sessionSetBy = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('authjs.session-token='))
    ?.split(';')[0];

describeAppDatabase(
  'PUT /api/v1/user/password/change/{id}',
  async () => null,
  () => {
    it('answers 401 fields.currentPassword for a wrong current password, and changes nothing', async () => {
      const bride = await signUpUser();
      const answer = await changePassword(
        bride.id,
        { currentPassword: 'not-it-2026' },
        { token: bride.token },
      );
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('invalid_credentials');
      expect(errorOf(answer).fields).toHaveProperty('currentPassword');
      expect((await readMe(bride.id, { token: bride.token })).status).toBe(200);
      expect((await login(bride.email, bride.password)).status).toBe(200);
    });

    it('asks for the current password when the account has one', async () => {
      const bride = await signUpUser();
      const answer = await changePassword(bride.id, {}, { token: bride.token });
      expect(answer.status).toBe(401);
      expect(errorOf(answer).fields).toEqual({ currentPassword: 'Enter your current password' });
    });

    it('with a session cookie: 200, a fresh session cookie that works, and old tokens and cookies refused', async () => {
      const bride = await signUpUser();
      const oldSession = await sessionOf(bride.id);
      const answer = await changePassword(
        bride.id,
        { currentPassword: bride.password },
        { session: oldSession },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: expect.any(String) });
      const freshSession = sessionSetBy(answer.headers);
      expect(freshSession).toBeDefined();
      expect(answer.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/);
      expect((await readMe(bride.id, { session: freshSession })).status).toBe(200);
      expect((await readMe(bride.id, { session: oldSession })).status).toBe(401);
      expect((await readMe(bride.id, { token: bride.token })).status).toBe(401);
      expect((await login(bride.email, newPassword)).status).toBe(200);
      expect((await login(bride.email, bride.password)).status).toBe(401);
    });

    it('with a Bearer token: 200 without a cookie, and that token is refused afterwards', async () => {
      const bride = await signUpUser();
      const answer = await changePassword(
        bride.id,
        { currentPassword: bride.password },
        { token: bride.token },
      );
      expect(answer.status).toBe(200);
      expect(sessionSetBy(answer.headers)).toBeUndefined();
      expect((await readMe(bride.id, { token: bride.token })).status).toBe(401);
    });

    it('sets a first password without a current one for an account that has none', async () => {
      const phone = freshPhone();
      const path = '/api/v1/user/phone_login/:phone';
      await send(phoneLogin, path, { params: { phone } });
      const signedIn = await send<{ user: { id: number }; token: string }>(phoneLogin, path, {
        params: { phone },
        body: { otp: await latestCode(phone) },
      });
      const { user, token } = signedIn.body;
      const answer = await changePassword(user.id, {}, { token });
      expect(answer.status).toBe(200);
    });

    it("answers 403 for another user's id, and 401 without credentials", async () => {
      const [bride, other] = [await signUpUser(), await signUpUser()];
      const body = { currentPassword: other.password };
      expect((await changePassword(other.id, body, { token: bride.token })).status).toBe(403);
      expect((await changePassword(other.id, body, {})).status).toBe(401);
      expect((await login(other.email, other.password)).status).toBe(200);
    });

    it('refuses the 6th wrong current password within a minute with 429 and Retry-After, even the right one', async () => {
      const bride = await signUpUser();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await changePassword(
          bride.id,
          { currentPassword: `wrong-${attempt}-password` },
          { token: bride.token },
        );
        expect(wrong.status).toBe(401);
      }
      const sixth = await changePassword(
        bride.id,
        { currentPassword: 'wrong-6-password' },
        { token: bride.token },
      );
      expect(sixth.status).toBe(429);
      expect(errorOf(sixth).code).toBe('throttled');
      const retryAfter = Number(sixth.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const right = await changePassword(
        bride.id,
        { currentPassword: bride.password },
        { token: bride.token },
      );
      expect(right.status).toBe(429);
      // Nothing changed: the old password and the token still work.
      expect((await readMe(bride.id, { token: bride.token })).status).toBe(200);
      expect((await login(bride.email, bride.password)).status).toBe(200);
    });

    it('lets no more than 5 wrong current passwords through when they arrive all at once', async () => {
      const bride = await signUpUser();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, attempt) =>
          changePassword(
            bride.id,
            { currentPassword: `parallel-${attempt}-guess` },
            { token: bride.token },
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('counts the session cookie’s guesses and the token’s against the same account', async () => {
      const bride = await signUpUser();
      const session = await sessionOf(bride.id);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const as: Caller = attempt % 2 ? { token: bride.token } : { session };
        const wrong = await changePassword(bride.id, { currentPassword: 'wrong-password1' }, as);
        expect(wrong.status).toBe(401);
      }
      const sixth = await changePassword(
        bride.id,
        { currentPassword: 'wrong-password1' },
        { session },
      );
      expect(sixth.status).toBe(429);
    });

    it('starts counting afresh after a successful change', async () => {
      const bride = await signUpUser();
      let current = bride.password;
      for (const next of ['gharara2028', 'gharara2029']) {
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          const wrong = await changePassword(
            bride.id,
            { currentPassword: 'wrong-password1' },
            { token: bride.token },
          );
          expect(wrong.status).toBe(401);
        }
        const changed = await changePassword(
          bride.id,
          { currentPassword: current, password: next, confirmPassword: next },
          { token: bride.token },
        );
        expect(changed.status).toBe(200);
        current = next;
        bride.token = (await login(bride.email, current)).body.token;
      }
    });

    it('limits password checks from one address, whatever the account', async () => {
      const ip = '192.0.2.77';
      const brides = await Promise.all(Array.from({ length: 7 }, () => signUpUser()));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const bride = brides[Math.floor(attempt / 5)]!;
        const answer = await changePassword(
          bride.id,
          { currentPassword: 'guess-password1' },
          { token: bride.token, ip },
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Another address is not held back by this one.
      const other = await changePassword(
        brides[6]!.id,
        { currentPassword: brides[6]!.password },
        { token: brides[6]!.token },
      );
      expect(other.status).toBe(200);
    });

    it('answers 400 fields for a weak or mismatched new password', async () => {
      const bride = await signUpUser();
      const weak = await changePassword(
        bride.id,
        { currentPassword: bride.password, password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        { token: bride.token },
      );
      expect(weak.status).toBe(400);
      expect(errorOf(weak).fields).toHaveProperty('password');
      const mismatched = await changePassword(
        bride.id,
        { currentPassword: bride.password, confirmPassword: 'other-2027' },
        { token: bride.token },
      );
      expect(mismatched.status).toBe(400);
      expect(errorOf(mismatched).fields).toHaveProperty('confirmPassword');
    });
  },
);
