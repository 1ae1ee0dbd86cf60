import { POST as forgot } from '@/app/api/v1/user/password/forgot/route';
import { POST as reset } from '@/app/api/v1/user/password/reset/route';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  errorOf,
  freshPhone,
  latestCode,
  login,
  codesAbout,
  messagesTo,
  otherCode,
  readMe,
  send,
  signUpUser,
} from './helpers';

const newPassword = 'sharara2027';

const requestReset = (body: unknown) =>
  send<{ message: string }>(forgot, '/api/v1/user/password/forgot', { body });

const resetWith = (body: Record<string, unknown>) =>
  send<{ message: string }>(reset, '/api/v1/user/password/reset', {
    body: { password: newPassword, confirmPassword: newPassword, ...body },
  });

describeAppDatabase(
  'POST /api/v1/user/password/forgot and /reset',
  async () => null,
  () => {
    it('answers 202 with the same body for a known and an unknown account; only the known one gets a code', async () => {
      const bride = await signUpUser();
      const known = await requestReset({ email: bride.email.toUpperCase() });
      const unknown = await requestReset({ email: 'nobody@example.com' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      const [message] = await messagesTo(bride.email);
      expect(message).toMatchObject({ channel: 'email', recipient: bride.email });
      expect(message!.body).toMatch(/\b\d{6}\b/);
      expect(await messagesTo('nobody@example.com')).toHaveLength(0);
    });

    it('does the same for phones: a code by SMS to a known number only', async () => {
      const bride = await signUpUser();
      const stranger = freshPhone();
      const known = await requestReset({ phone: `0${bride.phone.slice(4)}` });
      const unknown = await requestReset({ phone: stranger });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(unknown.body).toEqual(known.body);
      expect(await codesAbout(bride.phone, 'reset your password')).toHaveLength(1);
      expect(await messagesTo(stranger)).toHaveLength(0);
    });

    it('answers 400 for neither or both of e-mail and phone, or a bad one', async () => {
      for (const body of [
        {},
        { email: 'a@example.com', phone: '01712345678' },
        { email: 'nope' },
        { phone: '123' },
      ]) {
        expect((await requestReset(body)).status).toBe(400);
      }
    });

    it('answers 401 invalid_code for a wrong code and leaves the password as it was', async () => {
      const bride = await signUpUser();
      await requestReset({ email: bride.email });
      const otp = otherCode(await latestCode(bride.email));
      const answer = await resetWith({ email: bride.email, otp });
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('invalid_code');
      expect((await login(bride.email, bride.password)).status).toBe(200);
    });

    it('answers 401 for an unknown account, whatever the code', async () => {
      expect((await resetWith({ email: 'nobody@example.com', otp: '123456' })).status).toBe(401);
    });

    it('resets with the right code: the new password signs in, the old one and old tokens do not', async () => {
      const bride = await signUpUser();
      await requestReset({ email: bride.email });
      const otp = await latestCode(bride.email);
      const answer = await resetWith({ email: bride.email, otp });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect((await login(bride.email, newPassword)).status).toBe(200);
      expect((await login(bride.email, bride.password)).status).toBe(401);
      const withOldToken = await readMe(bride.id, { token: bride.token });
      expect(withOldToken.status).toBe(401);
      expect((await resetWith({ email: bride.email, otp })).status).toBe(401);
    });

    it('counts the reset code as proof of the e-mail or phone it reached (docs/decisions.md 11)', async () => {
      const bride = await signUpUser({}, { prove: false });
      await requestReset({ phone: bride.phone });
      await resetWith({ phone: bride.phone, otp: await latestCode(bride.phone) });
      const signedIn = await login(bride.email, newPassword);
      expect(signedIn.body.user).toMatchObject({ phone_verified: true, email_verified: false });
      await requestReset({ email: bride.email });
      await resetWith({ email: bride.email, otp: await latestCode(bride.email) });
      expect((await login(bride.email, newPassword)).body.user.email_verified).toBe(true);
    });

    it('resets by phone with the code sent by SMS', async () => {
      const bride = await signUpUser();
      await requestReset({ phone: bride.phone });
      const answer = await resetWith({ phone: bride.phone, otp: await latestCode(bride.phone) });
      expect(answer.status).toBe(200);
      expect((await login(bride.email, newPassword)).status).toBe(200);
    });

    it('does not take a code sent to another account', async () => {
      const [bride, other] = [await signUpUser(), await signUpUser()];
      await requestReset({ email: other.email });
      const answer = await resetWith({ email: bride.email, otp: await latestCode(other.email) });
      expect(answer.status).toBe(401);
    });

    it('answers 400 with fields for a weak or mismatched new password, and keeps the code', async () => {
      const bride = await signUpUser();
      await requestReset({ email: bride.email });
      const otp = await latestCode(bride.email);
      const weak = await resetWith({
        email: bride.email,
        otp,
        password: 'short',
        confirmPassword: 'short',
      });
      expect(weak.status).toBe(400);
      expect(errorOf(weak).fields).toHaveProperty('password');
      const mismatched = await resetWith({ email: bride.email, otp, confirmPassword: 'other2027' });
      expect(mismatched.status).toBe(400);
      expect(errorOf(mismatched).fields).toHaveProperty('confirmPassword');
      expect((await resetWith({ email: bride.email, otp })).status).toBe(200);
    });
  },
);
