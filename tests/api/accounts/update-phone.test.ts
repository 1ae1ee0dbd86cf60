import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  errorOf,
  freshPhone,
  latestCode,
  codesAbout,
  messagesTo,
  otherCode,
  params,
  readMe,
  send,
  signUpUser,
  type Caller,
  type TestUser,
} from './helpers';

const changePhone = (id: number, body: unknown, as: Caller) =>
  send<{ message: string }>(updatePhone, '/api/v1/user/updatePhone/:id', {
    method: 'PUT',
    params: params(id),
    body,
    as,
  });

const phoneOf = async (user: TestUser) => (await readMe(user.id, { token: user.token })).body.phone;

describeAppDatabase(
  'PUT /api/v1/user/updatePhone/{id}',
  async () => null,
  () => {
    it('sends a code to the new number (202), and saves it with that code (200)', async () => {
      const bride = await signUpUser();
      const newPhone = freshPhone();
      const asked = await changePhone(
        bride.id,
        { phone: `0${newPhone.slice(4)}` },
        { token: bride.token },
      );
      expect(asked.status).toBe(202);
      expect(asked.body.message).toEqual(expect.any(String));
      expect(await messagesTo(newPhone)).toHaveLength(1);
      expect(await codesAbout(bride.phone, 'confirm your new phone number')).toHaveLength(0);
      expect(await phoneOf(bride)).toBe(bride.phone);

      const otp = await latestCode(newPhone);
      const saved = await changePhone(bride.id, { phone: newPhone, otp }, { token: bride.token });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: 'successfully saved your phone number' });
      expect(await phoneOf(bride)).toBe(newPhone);
    });

    it('answers 401 invalid_code for a wrong code and keeps the old number', async () => {
      const bride = await signUpUser();
      const newPhone = freshPhone();
      await changePhone(bride.id, { phone: newPhone }, { token: bride.token });
      const otp = otherCode(await latestCode(newPhone));
      const answer = await changePhone(bride.id, { phone: newPhone, otp }, { token: bride.token });
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('invalid_code');
      expect(await phoneOf(bride)).toBe(bride.phone);
    });

    it('does not take a code sent for another number', async () => {
      const bride = await signUpUser();
      const [asked, other] = [freshPhone(), freshPhone()];
      await changePhone(bride.id, { phone: asked }, { token: bride.token });
      const otp = await latestCode(asked);
      const answer = await changePhone(bride.id, { phone: other, otp }, { token: bride.token });
      expect(answer.status).toBe(401);
    });

    it("answers 409 'phone number already exist' for another account's number, and sends nothing", async () => {
      const [bride, other] = [await signUpUser(), await signUpUser()];
      const answer = await changePhone(bride.id, { phone: other.phone }, { token: bride.token });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toBe('phone number already exist');
      expect(await codesAbout(other.phone, 'confirm your new phone number')).toHaveLength(0);
    });

    it('answers 409 at confirmation when the number was taken meanwhile', async () => {
      const [bride, rival] = [await signUpUser(), await signUpUser()];
      const contested = freshPhone();
      await changePhone(bride.id, { phone: contested }, { token: bride.token });
      const brideCode = await latestCode(contested);
      await changePhone(rival.id, { phone: contested }, { token: rival.token });
      const rivalCode = await latestCode(contested);
      const rivalSaved = await changePhone(
        rival.id,
        { phone: contested, otp: rivalCode },
        { token: rival.token },
      );
      expect(rivalSaved.status).toBe(200);
      const late = await changePhone(
        bride.id,
        { phone: contested, otp: brideCode },
        { token: bride.token },
      );
      expect(late.status).toBe(409);
      expect(errorOf(late).message).toBe('phone number already exist');
    });

    it('takes a number another account only claimed, and saves it as proven (docs/decisions.md 11)', async () => {
      const claimer = await signUpUser({}, { prove: false });
      const owner = await signUpUser();
      await changePhone(owner.id, { phone: claimer.phone }, { token: owner.token });
      const otp = await latestCode(claimer.phone);
      const saved = await changePhone(
        owner.id,
        { phone: claimer.phone, otp },
        { token: owner.token },
      );
      expect(saved.status).toBe(200);
      const mine = await readMe(owner.id, { token: owner.token });
      expect(mine.body).toMatchObject({ phone: claimer.phone, phone_verified: true });
      expect(await phoneOf(claimer)).toBeNull();
    });

    it("answers 403 for another user's id, 401 without credentials, 400 for a bad number", async () => {
      const [bride, other] = [await signUpUser(), await signUpUser()];
      expect(
        (await changePhone(other.id, { phone: freshPhone() }, { token: bride.token })).status,
      ).toBe(403);
      expect((await changePhone(bride.id, { phone: freshPhone() }, {})).status).toBe(401);
      const bad = await changePhone(bride.id, { phone: '0171234' }, { token: bride.token });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toHaveProperty('phone');
    });
  },
);
