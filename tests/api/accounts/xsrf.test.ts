import { NextRequest } from 'next/server';
import { GET as authGet, POST as authPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as loginRoute } from '@/app/api/v1/user/login/route';
import { PUT as changePassword } from '@/app/api/v1/user/password/change/[id]/route';
import { PUT as update } from '@/app/api/v1/user/update/[id]/route';
import { PUT as updateAddress } from '@/app/api/v1/user/updateAddress/[id]/route';
import { DELETE as removeAddress } from '@/app/api/v1/user/updateAddress/[id]/[addressId]/route';
import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import type { RouteHandler } from '@/lib/api/handler';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { fromAddress } from '../helpers/from-address';
import {
  errorOf,
  freshIp,
  freshPhone,
  params,
  readMe,
  send,
  sessionOf,
  signUpUser,
  withXsrf,
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

/** A browser's cookie jar: `name=value` by name. */
class Browser {
  readonly jar = new Map<string, string>();
  constructor(cookie = '') {
    for (const pair of cookie.split('; ').filter(Boolean)) this.jar.set(pair.split('=')[0]!, pair);
  }
  get cookie(): string {
    return [...this.jar.values()].join('; ');
  }
  get xsrf(): string {
    return this.jar.get('XSRF-TOKEN')?.slice('XSRF-TOKEN='.length) ?? '';
  }
  has(name: string): boolean {
    return this.jar.has(name);
  }
  /** Keeps what an answer sets, and forgets what it clears. */
  take(headers: Headers): this {
    for (const setCookie of headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const name = pair.split('=')[0]!;
      if (pair === `${name}=` || /max-age=0/i.test(setCookie)) this.jar.delete(name);
      else this.jar.set(name, pair);
    }
    return this;
  }
}

/** PUT /api/v1/user/update/{id} from the browser, with the token it holds (or `token`). */
const updateFrom = (browser: Browser, user: TestUser, token = browser.xsrf) =>
  call<ErrorBody>(update, `/api/v1/user/update/${user.id}`, {
    method: 'PUT',
    params: params(user.id),
    headers: {
      'content-type': 'application/json',
      cookie: browser.cookie,
      'x-xsrf-token': token,
    },
    body: JSON.stringify({ name: 'From The Browser', username: null }),
  });

/** A sign-in through next-auth's credentials form, as next-auth/react's signIn() sends it. */
async function signInThroughNextAuth(browser: Browser, user: TestUser) {
  type Init = { method?: string; headers?: Record<string, string>; body?: string };
  const auth = (path: string, { method = 'GET', headers = {}, body }: Init = {}) =>
    new NextRequest(`http://localhost/api/auth/${path}`, {
      method,
      headers: { cookie: browser.cookie, ...fromAddress(freshIp()), ...headers },
      body,
    });
  const csrf = await authGet(auth('csrf'));
  browser.take(csrf.headers);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({
    email: user.email,
    password: user.password,
    csrfToken,
    callbackUrl: 'http://localhost/account',
  });
  const signedIn = await authPost(
    auth('callback/password', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
      },
      body: form.toString(),
    }),
  );
  browser.take(signedIn.headers);
  return signedIn;
}

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

    it("refuses a planted token, and another session's token", async () => {
      const user = await signUpUser();
      const session = await sessionOf(user.id);
      const planted = new Browser(`${session}; XSRF-TOKEN=planted-by-attacker`);
      expect((await updateFrom(planted, user)).status).toBe(403);
      // The attacker's own session gives them a valid token, for their session only.
      const attacker = new Browser(withXsrf(await sessionOf(user.id)).cookie);
      const victim = new Browser(session);
      victim.jar.set('XSRF-TOKEN', `XSRF-TOKEN=${attacker.xsrf}`);
      const answer = await updateFrom(victim, user);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('csrf_failed');
    });

    it('gives a browser a new token at a sign-in through next-auth: the one from before is refused', async () => {
      const user = await signUpUser();
      const browser = new Browser(withXsrf().cookie);
      const before = browser.xsrf;
      const signedIn = await signInThroughNextAuth(browser, user);
      expect(signedIn.status).toBe(200);
      expect(browser.has('authjs.session-token')).toBe(true);
      expect(browser.xsrf).not.toBe(before);
      expect((await updateFrom(browser, user)).status).toBe(200);
      const stale = await updateFrom(browser, user, before);
      expect(stale.status).toBe(403);
      expect(stale.body.error.code).toBe('csrf_failed');
    });

    it('keeps the token of a next-auth session across a password change', async () => {
      const user = await signUpUser();
      const browser = new Browser(withXsrf().cookie);
      await signInThroughNextAuth(browser, user);
      const changed = await call<ErrorBody>(
        changePassword,
        `/api/v1/user/password/change/${user.id}`,
        {
          method: 'PUT',
          params: params(user.id),
          headers: {
            'content-type': 'application/json',
            cookie: browser.cookie,
            'x-xsrf-token': browser.xsrf,
            ...fromAddress(freshIp()),
          },
          body: JSON.stringify({
            currentPassword: user.password,
            password: 'choli2028',
            confirmPassword: 'choli2028',
          }),
        },
      );
      expect(changed.status).toBe(200);
      browser.take(changed.headers);
      expect((await updateFrom(browser, user)).status).toBe(200);
    });

    it('gives a browser a new token at a sign-in through the API, and an app no cookies', async () => {
      const user = await signUpUser();
      const browser = new Browser(withXsrf().cookie);
      const before = browser.xsrf;
      const body = { email: user.email, password: user.password };
      const answer = await call<{ token: string }>(loginRoute, '/api/v1/user/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: browser.cookie,
          'x-xsrf-token': before,
          ...fromAddress(freshIp()),
        },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      browser.take(answer.headers);
      expect(browser.xsrf).not.toBe(before);
      const token = answer.body.token;
      expect((await readMe(user.id, { token })).status).toBe(200);
      // The browser's new token passes and the old one does not.
      const again = (xsrf: string) =>
        call<ErrorBody>(loginRoute, '/api/v1/user/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: browser.cookie,
            'x-xsrf-token': xsrf,
            ...fromAddress(freshIp()),
          },
          body: JSON.stringify(body),
        });
      expect((await again(browser.xsrf)).status).toBe(200);
      expect((await again(before)).status).toBe(403);
      const app = await send(loginRoute, '/api/v1/user/login', { body });
      expect(app.status).toBe(200);
      expect(app.headers.getSetCookie()).toEqual([]);
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
