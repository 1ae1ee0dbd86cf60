import type { Identifier } from '@/lib/customers/accounts/types';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  errorOf,
  latestCode,
  messagesTo,
  otherCode,
  phoneCodeSignIn,
  readMe,
  signUpUser,
  verify,
  type TestUser,
} from './helpers';
import { googleSignIn, startGoogleForFile } from './mock-google';

// POST /api/v1/user/verify/{id}: the codes sign-up sends prove the phone and the e-mail
// (docs/decisions.md 11).

const mockGoogle = startGoogleForFile();

const unproven = () => signUpUser({}, { prove: false });

/** The user's own call: with `otp` proves the identifier, without it asks for a new code. */
const prove = (user: TestUser, identifier: Identifier, otp?: string) =>
  verify(user.id, { identifier, otp }, { token: user.token });

const phoneProven = async (user: TestUser) =>
  (await readMe(user.id, { token: user.token })).body.phone_verified;

describeAppDatabase(
  'POST /api/v1/user/verify/{id}',
  async () => null,
  () => {
    it('proves the phone with the code sign-up sent; phone sign-in then enters that account', async () => {
      const bride = await unproven();
      const answer = await prove(bride, 'phone', await latestCode(bride.phone));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        message: 'Your phone number is confirmed.',
        user: expect.objectContaining({
          id: bride.id,
          phone_verified: true,
          email_verified: false,
        }),
      });
      const signedIn = await phoneCodeSignIn(bride.phone);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user!.id).toBe(bride.id);
    });

    it('proves the e-mail with the code sent to it; Google then links to that account', async () => {
      const bride = await unproven();
      const answer = await prove(bride, 'email', await latestCode(bride.email));
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ email_verified: true, phone_verified: false });
      const viaGoogle = await googleSignIn(mockGoogle(), bride.email);
      expect(viaGoogle.status).toBe(200);
      expect(viaGoogle.body.userData!.id).toBe(bride.id);
    });

    it('refuses a wrong code with 401 invalid_code and proves nothing', async () => {
      const bride = await unproven();
      const answer = await prove(bride, 'phone', otherCode(await latestCode(bride.phone)));
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('invalid_code');
      expect(await phoneProven(bride)).toBe(false);
    });

    it("does not take the phone's code for the e-mail", async () => {
      const bride = await unproven();
      expect((await prove(bride, 'email', await latestCode(bride.phone))).status).toBe(401);
    });

    it('stops after five tries, like every code: then even the right code is refused', async () => {
      const bride = await unproven();
      const code = await latestCode(bride.phone);
      for (let i = 0; i < 5; i += 1) await prove(bride, 'phone', otherCode(code));
      expect((await prove(bride, 'phone', code)).status).toBe(401);
      expect(await phoneProven(bride)).toBe(false);
    });

    it('without a code sends a new one (202); once proven, sends none and answers 200', async () => {
      const bride = await unproven();
      const before = (await messagesTo(bride.phone)).length;
      const sent = await prove(bride, 'phone');
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({ message: expect.stringMatching(/6-digit code by SMS/) });
      expect(await messagesTo(bride.phone)).toHaveLength(before + 1);
      await prove(bride, 'phone', await latestCode(bride.phone));
      expect((await prove(bride, 'phone')).status).toBe(200);
      expect(await messagesTo(bride.phone)).toHaveLength(before + 1);
    });

    it('answers 401 without a user, 403 for another user, 400 for a bad identifier', async () => {
      const [bride, other] = [await unproven(), await unproven()];
      const body = { identifier: 'phone', otp: await latestCode(bride.phone) };
      expect((await verify(bride.id, body, {})).status).toBe(401);
      expect((await verify(bride.id, body, { token: other.token })).status).toBe(403);
      const bad = await verify(bride.id, { identifier: 'address' }, { token: bride.token });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toHaveProperty('identifier');
      expect(await phoneProven(bride)).toBe(false);
    });
  },
);
