import { eq } from 'drizzle-orm';
import { PUT as changePasswordRoute } from '@/app/api/v1/user/password/change/[id]/route';
import { POST as forgotRoute } from '@/app/api/v1/user/password/forgot/route';
import { POST as resetRoute } from '@/app/api/v1/user/password/reset/route';
import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { isLiveStaffSession, startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  freshIp,
  freshPhone,
  latestCode,
  messagesTo,
  params,
  send,
  signUpUser,
  type TestUser,
} from './helpers';

const notices = async (recipient: string) =>
  (await messagesTo(recipient)).filter((message) => /was changed|বদলানো হয়েছে/.test(message.body));

const changePassword = (user: TestUser, password = 'choli2029') =>
  send(changePasswordRoute, '/api/v1/user/password/change/:id', {
    method: 'PUT',
    params: params(user.id),
    body: { currentPassword: user.password, password, confirmPassword: password },
    as: { token: user.token },
  });

async function changePhone(user: TestUser, phone: string) {
  const path = '/api/v1/user/updatePhone/:id';
  const as = { token: user.token };
  const asked = await send(updatePhone, path, {
    method: 'PUT',
    params: params(user.id),
    body: { phone },
    as,
  });
  expect(asked.status).toBe(202);
  const otp = await latestCode(phone);
  return send(updatePhone, path, {
    method: 'PUT',
    params: params(user.id),
    body: { phone, otp },
    as,
  });
}

/** A live staff session of `user`, as the second step starts one. */
async function liveStaffSession(user: TestUser) {
  await getDb().update(users).set({ staffRole: 'staff' }).where(eq(users.id, user.id));
  const sid = 'sid-notice';
  const token = await writeTransaction((tx) =>
    startStaffSession(tx, { userId: user.id, authSessionId: sid, method: 'sms' }),
  );
  expect(await isLiveStaffSession(token, user.id, sid)).toBe(true);
  return () => isLiveStaffSession(token, user.id, sid);
}

describeAppDatabase(
  'a change of phone or password tells the old phone and e-mail',
  async () => null,
  () => {
    it('tells the proven phone and e-mail of a password change, by SMS and e-mail', async () => {
      const bride = await signUpUser();
      expect((await changePassword(bride)).status).toBe(200);
      const [sms] = await notices(bride.phone);
      expect(sms).toMatchObject({ channel: 'sms' });
      expect(sms!.body).toContain('password of your account was changed');
      const [mail] = await notices(bride.email);
      expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('changed') });
    });

    it('writes the notice in the account’s language', async () => {
      const bride = await signUpUser();
      await getDb().update(users).set({ locale: 'bn' }).where(eq(users.id, bride.id));
      expect((await changePassword(bride)).status).toBe(200);
      const [sms] = await notices(bride.phone);
      expect(sms!.body).toContain('পাসওয়ার্ড বদলানো হয়েছে');
    });

    it('tells the OLD phone of a phone change, and not the new one', async () => {
      const bride = await signUpUser();
      const newPhone = freshPhone();
      expect((await changePhone(bride, newPhone)).status).toBe(200);
      const [sms] = await notices(bride.phone);
      expect(sms!.body).toContain('phone number of your account was changed');
      expect(await notices(bride.email)).toHaveLength(1);
      expect(await notices(newPhone)).toEqual([]);
    });

    it('tells them of a password reset too', async () => {
      const bride = await signUpUser();
      const ip = freshIp();
      await send(forgotRoute, '/api/v1/user/password/forgot', {
        body: { email: bride.email },
        as: { ip },
      });
      const otp = await latestCode(bride.email);
      const reset = await send(resetRoute, '/api/v1/user/password/reset', {
        body: { email: bride.email, otp, password: 'choli2030', confirmPassword: 'choli2030' },
        as: { ip },
      });
      expect(reset.status).toBe(200);
      expect(await notices(bride.phone)).toHaveLength(1);
      expect(await notices(bride.email)).toHaveLength(1);
    });

    it('tells no value the account never proved', async () => {
      const bride = await signUpUser({}, { prove: false });
      expect((await changePassword(bride)).status).toBe(200);
      expect(await notices(bride.phone)).toEqual([]);
      expect(await notices(bride.email)).toEqual([]);
    });

    it("ends a staff member's live staff sessions at their own password change", async () => {
      const member = await signUpUser();
      const stillLive = await liveStaffSession(member);
      expect((await changePassword(member)).status).toBe(200);
      expect(await stillLive()).toBe(false);
    });

    it("ends a staff member's live staff sessions at their own phone change", async () => {
      const member = await signUpUser();
      const stillLive = await liveStaffSession(member);
      expect((await changePhone(member, freshPhone())).status).toBe(200);
      expect(await stillLive()).toBe(false);
    });
  },
);
