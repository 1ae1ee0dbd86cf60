import { POST as loginRoute } from '@/app/api/v1/user/login/route';
import { PUT as changePassword } from '@/app/api/v1/user/password/change/[id]/route';
import { PUT as update } from '@/app/api/v1/user/update/[id]/route';
import { PUT as updateAddress } from '@/app/api/v1/user/updateAddress/[id]/route';
import { DELETE as removeAddress } from '@/app/api/v1/user/updateAddress/[id]/[addressId]/route';
import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import type { RouteHandler } from '@/lib/api/handler';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import {
  errorOf,
  freshPhone,
  params,
  send,
  sessionOf,
  signUpUser,
  type Caller,
  type TestUser,
} from './helpers';
import { addressBody, saveAddress } from './address-helpers';

/** One state-changing call of a user, made fresh for each attempt, and the status it answers when allowed. */
type Change = {
  name: string;
  handler: RouteHandler;
  path: string;
  method: string;
  ok: number;
  request: (user: TestUser) => Promise<{ params: Record<string, string>; body?: unknown }>;
};

const changes: Change[] = [
  {
    name: 'update',
    handler: update,
    path: '/api/v1/user/update/:id',
    method: 'PUT',
    ok: 200,
    request: async (user) => ({
      params: params(user.id),
      body: { name: 'New Name', username: null },
    }),
  },
  {
    name: 'updatePhone',
    handler: updatePhone,
    path: '/api/v1/user/updatePhone/:id',
    method: 'PUT',
    ok: 202,
    request: async (user) => ({ params: params(user.id), body: { phone: freshPhone() } }),
  },
  {
    name: 'updateAddress',
    handler: updateAddress,
    path: '/api/v1/user/updateAddress/:id',
    method: 'PUT',
    ok: 200,
    request: async (user) => ({ params: params(user.id), body: addressBody() }),
  },
  {
    name: 'updateAddress DELETE',
    handler: removeAddress,
    path: '/api/v1/user/updateAddress/:id/:addressId',
    method: 'DELETE',
    ok: 200,
    request: async (user) => {
      const [address] = (await saveAddress(user)).body.addresses;
      return { params: params(user.id, { addressId: address!.id }) };
    },
  },
  {
    name: 'password change',
    handler: changePassword,
    path: '/api/v1/user/password/change/:id',
    method: 'PUT',
    ok: 200,
    request: async (user) => ({
      params: params(user.id),
      body: { currentPassword: user.password, password: 'choli2027', confirmPassword: 'choli2027' },
    }),
  },
];

async function attempt(change: Change, user: TestUser, as: Caller) {
  const { params: routeParams, body } = await change.request(user);
  return send(change.handler, change.path, {
    method: change.method,
    params: routeParams,
    body,
    as,
  });
}

describeAppDatabase(
  'the XSRF rule on the user API',
  async () => null,
  () => {
    describe.each(changes)('$name', (change) => {
      it('refuses a cookie request without X-XSRF-TOKEN with 403 csrf_failed', async () => {
        const user = await signUpUser();
        const answer = await attempt(change, user, {
          session: await sessionOf(user.id),
          xsrf: false,
        });
        expect(answer.status).toBe(403);
        expect(errorOf(answer).code).toBe('csrf_failed');
      });

      it('takes a cookie request whose X-XSRF-TOKEN matches the XSRF-TOKEN cookie', async () => {
        const user = await signUpUser();
        const answer = await attempt(change, user, { session: await sessionOf(user.id) });
        expect(answer.status).toBe(change.ok);
      });

      it('takes a Bearer request without cookies and without the header', async () => {
        const user = await signUpUser();
        const answer = await attempt(change, user, { token: user.token });
        expect(answer.status).toBe(change.ok);
      });
    });

    it('refuses a header that does not match the cookie', async () => {
      const user = await signUpUser();
      const session = await sessionOf(user.id);
      const answer = await call<ErrorBody>(update, `/api/v1/user/update/${user.id}`, {
        method: 'PUT',
        params: params(user.id),
        headers: {
          'content-type': 'application/json',
          cookie: `${session}; XSRF-TOKEN=right-token`,
          'x-xsrf-token': 'wrong-token',
        },
        body: JSON.stringify({ name: 'Forged', username: null }),
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('csrf_failed');
    });

    it('refuses a cookie-carrying sign-in without the header too', async () => {
      const user = await signUpUser();
      const answer = await send(loginRoute, '/api/v1/user/login', {
        body: { email: user.email, password: user.password },
        as: { session: await sessionOf(user.id), xsrf: false },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toHaveProperty('token');
    });
  },
);
