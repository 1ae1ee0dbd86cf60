import { GET as me } from '@/app/api/v1/user/me/[id]/route';
import { GET as meAddress } from '@/app/api/v1/user/me/[id]/[addressId]/route';
import type { Address } from '@/lib/customers/accounts/types';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import {
  errorOf,
  params,
  readMe,
  send,
  sessionOf,
  signUpUser,
  type Caller,
  type TestUser,
} from './helpers';
import { saveAddress } from './address-helpers';

const readAddress = (id: number, addressId: number, as: Caller) =>
  send<Address>(meAddress, '/api/v1/user/me/:id/:addressId', {
    method: 'GET',
    params: params(id, { addressId }),
    as,
  });

describeAppDatabase(
  'GET /api/v1/user/me/{id} and /me/{id}/{addressId}',
  async () => null,
  () => {
    let ayesha: TestUser;
    let nadia: TestUser;
    let nadiasAddress: Address;

    beforeAll(async () => {
      ayesha = await signUpUser();
      nadia = await signUpUser();
      nadiasAddress = (await saveAddress(nadia)).body.addresses[0]!;
    });

    it('answers the user itself with 200 User, by Bearer token or by session cookie', async () => {
      const byToken = await readMe(ayesha.id, { token: ayesha.token });
      expect(byToken.status).toBe(200);
      expect(byToken.body).toEqual({
        id: ayesha.id,
        name: ayesha.name,
        username: null,
        email: ayesha.email,
        phone: ayesha.phone,
        addresses: [],
        has_password: true,
        email_verified: true,
        phone_verified: true,
        // WhatsApp is not set up here: no choice to offer.
        whatsapp_opt_in: null,
      });
      const byCookie = await readMe(ayesha.id, { session: await sessionOf(ayesha.id) });
      expect(byCookie.body).toEqual(byToken.body);
    });

    it("answers 403 for another user's record", async () => {
      const answer = await readMe(nadia.id, { token: ayesha.token });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toHaveProperty('email');
      const byCookie = await readMe(nadia.id, { session: await sessionOf(ayesha.id) });
      expect(byCookie.status).toBe(403);
    });

    it('answers 401 without credentials, or with a forged or foreign token', async () => {
      const forged = `${ayesha.token.slice(0, -4)}AAAA`;
      for (const as of [
        {},
        { token: forged },
        { token: 'garbage' },
        { session: 'authjs.session-token=x' },
      ]) {
        const answer = await readMe(ayesha.id, as);
        expect(answer.status).toBe(401);
        expect(errorOf(answer).code).toBe('unauthenticated');
      }
    });

    it('answers 400 for an id that is not a whole number', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
        const answer = await send(me, '/api/v1/user/me/:id', {
          method: 'GET',
          params: { id },
          as: { token: ayesha.token },
        });
        expect(answer.status).toBe(400);
      }
    });

    it('answers one of the user’s own addresses', async () => {
      const answer = await readAddress(nadia.id, nadiasAddress.id, { token: nadia.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(nadiasAddress);
    });

    it("answers 403 for another user's address under their id", async () => {
      const answer = await readAddress(nadia.id, nadiasAddress.id, { token: ayesha.token });
      expect(answer.status).toBe(403);
    });

    it("answers 404 for someone else's address id under one's own id", async () => {
      const answer = await readAddress(ayesha.id, nadiasAddress.id, { token: ayesha.token });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toHaveProperty('line');
    });

    it('answers 401 for an address without credentials', async () => {
      expect((await readAddress(nadia.id, nadiasAddress.id, {})).status).toBe(401);
    });
  },
);
