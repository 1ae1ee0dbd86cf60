import { PUT as update } from '@/app/api/v1/user/update/[id]/route';
import type { User } from '@/lib/customers/accounts/types';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { errorOf, params, readMe, send, signUpUser, type Caller, type TestUser } from './helpers';

const updateProfile = (id: number, body: unknown, as: Caller) =>
  send<User>(update, '/api/v1/user/update/:id', { method: 'PUT', params: params(id), body, as });

describeAppDatabase(
  'PUT /api/v1/user/update/{id}',
  async () => null,
  () => {
    let ayesha: TestUser;
    let nadia: TestUser;

    beforeAll(async () => {
      ayesha = await signUpUser();
      nadia = await signUpUser();
    });

    it('changes the name and username: 200 User, and me/{id} shows them', async () => {
      const answer = await updateProfile(
        ayesha.id,
        { name: '  Ayesha Siddiqua ', username: 'ayesha.s' },
        { token: ayesha.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: ayesha.id,
        name: 'Ayesha Siddiqua',
        username: 'ayesha.s',
        email: ayesha.email,
      });
      const read = await readMe(ayesha.id, { token: ayesha.token });
      expect(read.body).toEqual(answer.body);
    });

    it('answers 409 username_taken for a username in use, whatever its case', async () => {
      await updateProfile(nadia.id, { name: 'Nadia', username: 'nadia_k' }, { token: nadia.token });
      const answer = await updateProfile(
        ayesha.id,
        { name: 'Ayesha', username: 'NADIA_K' },
        { token: ayesha.token },
      );
      expect(answer.status).toBe(409);
      expect(errorOf(answer).code).toBe('username_taken');
      expect(errorOf(answer).fields).toHaveProperty('username');
    });

    it('lets a user keep their own username and clear it', async () => {
      const body = { name: 'Nadia', username: 'nadia_k' };
      expect((await updateProfile(nadia.id, body, { token: nadia.token })).status).toBe(200);
      const cleared = await updateProfile(
        nadia.id,
        { name: 'Nadia', username: '' },
        { token: nadia.token },
      );
      expect(cleared.status).toBe(200);
      expect(cleared.body.username).toBeNull();
    });

    it("answers 403 for another user's id and changes nothing", async () => {
      const answer = await updateProfile(
        nadia.id,
        { name: 'Hijacked', username: 'hijacked' },
        { token: ayesha.token },
      );
      expect(answer.status).toBe(403);
      const read = await readMe(nadia.id, { token: nadia.token });
      expect(read.body.name).not.toBe('Hijacked');
    });

    it('answers 401 without credentials', async () => {
      expect((await updateProfile(ayesha.id, { name: 'X', username: null }, {})).status).toBe(401);
    });

    it('answers 400 for a missing name or a username with spaces', async () => {
      const noName = await updateProfile(
        ayesha.id,
        { username: 'ok_name' },
        { token: ayesha.token },
      );
      const spaced = await updateProfile(
        ayesha.id,
        { name: 'Ayesha', username: 'ayesha s' },
        { token: ayesha.token },
      );
      expect(noName.status).toBe(400);
      expect(errorOf(noName).fields).toHaveProperty('name');
      expect(spaced.status).toBe(400);
      expect(errorOf(spaced).fields).toHaveProperty('username');
    });
  },
);
