import { count, eq } from 'drizzle-orm';
import { POST as phoneLogin } from '@/app/api/v1/user/phone_login/[phone]/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { User } from '@/lib/customers/accounts/types';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  errorOf,
  freshPhone,
  latestCode,
  messagesTo,
  otherCode,
  send,
  signUpUser,
  type SendOptions,
} from './helpers';

const path = '/api/v1/user/phone_login/:phone';

const callWith = (phone: string, options: SendOptions = {}) =>
  send<{ message?: string; user?: User; token?: string }>(phoneLogin, path, {
    ...options,
    params: { phone },
  });

const requestCode = (phone: string) => callWith(phone);
const signIn = (phone: string, otp: unknown) => callWith(phone, { body: { otp } });

const accountsWithPhone = async (phone: string) =>
  (await getDb().select({ n: count() }).from(users).where(eq(users.phone, phone)))[0]!.n;

describeAppDatabase(
  'POST /api/v1/user/phone_login/{phone}',
  async () => null,
  () => {
    it('without a body sends a code by SMS to +8801… and answers 202 without signing in', async () => {
      const phone = freshPhone();
      const answer = await requestCode(`0${phone.slice(4)}`);
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.body).not.toHaveProperty('token');
      expect(answer.body).not.toHaveProperty('user');
      const [message] = await messagesTo(phone);
      expect(message).toMatchObject({ channel: 'sms', recipient: phone });
      expect(message!.body).toMatch(/\b\d{6}\b/);
      expect(await accountsWithPhone(phone)).toBe(0);
    });

    it('does not sign in with a phone and an empty body, or an empty or malformed code', async () => {
      const bride = await signUpUser();
      await requestCode(bride.phone);
      for (const options of [{ body: {} }, { body: { otp: '' } }, { body: { otp: '12345' } }]) {
        const answer = await callWith(bride.phone, options);
        expect(answer.status).toBe(400);
        expect(answer.body).not.toHaveProperty('token');
        expect(answer.body).not.toHaveProperty('user');
      }
      const noCodeAgain = await requestCode(bride.phone);
      expect(noCodeAgain.status).toBe(202);
      expect(noCodeAgain.body).not.toHaveProperty('token');
    });

    it('answers 401 invalid_code for a wrong code, and no token', async () => {
      const phone = freshPhone();
      await requestCode(phone);
      const answer = await signIn(phone, otherCode(await latestCode(phone)));
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('invalid_code');
      expect(answer.body).not.toHaveProperty('token');
    });

    it('answers 401 when no code was ever sent to the number', async () => {
      expect((await signIn(freshPhone(), '123456')).status).toBe(401);
    });

    it('signs an existing account in with the right code: 200 {user, token}', async () => {
      const bride = await signUpUser();
      await requestCode(bride.phone);
      const answer = await signIn(bride.phone, await latestCode(bride.phone));
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ id: bride.id, email: bride.email });
      expect(answer.body.token).toEqual(expect.any(String));
    });

    it('creates the account at the first sign-in, and signs in to it afterwards', async () => {
      const phone = freshPhone();
      await requestCode(phone);
      const first = await signIn(phone, await latestCode(phone));
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({ phone, email: null, has_password: false });
      expect(await accountsWithPhone(phone)).toBe(1);
      await requestCode(phone);
      const second = await signIn(phone, await latestCode(phone));
      expect(second.body.user!.id).toBe(first.body.user!.id);
      expect(await accountsWithPhone(phone)).toBe(1);
    });

    it('does not take a code twice', async () => {
      const phone = freshPhone();
      await requestCode(phone);
      const code = await latestCode(phone);
      expect((await signIn(phone, code)).status).toBe(200);
      const again = await signIn(phone, code);
      expect(again.status).toBe(401);
      expect(again.body).not.toHaveProperty('token');
    });

    it('does not take a code sent to another number', async () => {
      const [mine, theirs] = [freshPhone(), freshPhone()];
      await requestCode(mine);
      await requestCode(theirs);
      expect((await signIn(theirs, await latestCode(mine))).status).toBe(401);
    });

    it('answers 400 for a number that is not a Bangladeshi mobile', async () => {
      const answer = await requestCode('01212345678');
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields).toHaveProperty('phone');
    });

    it('stops sending codes to one number after 5 requests, with Retry-After', async () => {
      const phone = freshPhone();
      const statuses: number[] = [];
      for (let request = 1; request <= 6; request += 1) {
        const answer = await requestCode(phone);
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      expect(await messagesTo(phone)).toHaveLength(5);
    });
  },
);
