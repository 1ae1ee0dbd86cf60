import { desc, eq } from 'drizzle-orm';
import { POST as loginRoute } from '@/app/api/v1/user/login/route';
import { POST as phoneLoginRoute } from '@/app/api/v1/user/phone_login/[phone]/route';
import { GET as me } from '@/app/api/v1/user/me/[id]/route';
import { POST as signupRoute } from '@/app/api/v1/user/signup/route';
import { POST as verifyRoute } from '@/app/api/v1/user/verify/[id]/route';
import type { RouteHandler } from '@/lib/api/handler';
import { xsrfCookies, xsrfHeaderName } from '@/lib/api/xsrf';
import { sessionCookie } from '@/lib/identity/auth/session-cookie';
import { newSessionId } from '@/lib/identity/auth/session-id';
import { getDb } from '@/lib/db/client';
import { outboxMessages, users } from '@/lib/db/schema';
import type { User } from '@/lib/customers/accounts/types';
import { call, type Answer, type ErrorBody } from '../helpers/call';
import { fromAddress } from '../helpers/from-address';

export type { Answer, ErrorBody };

let addresses = 0;
/** A client address of its own, so that the per-IP limits of one call never reach another. */
export const freshIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** Who calls: an app with a Bearer token, or a browser with its session cookie. */
export type Caller = {
  token?: string;
  /** `name=value` of a session cookie. */
  session?: string;
  /** For cookie callers: send the XSRF-TOKEN cookie GET /api/v1/xsrf gives, and the header (default true). */
  xsrf?: boolean;
  ip?: string;
};

export type SendOptions = {
  method?: string;
  body?: unknown;
  params?: Record<string, string>;
  as?: Caller;
};

function headersFor(as: Caller, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    ...fromAddress(as.ip ?? freshIp()),
  };
  if (hasBody) headers['content-type'] = 'application/json';
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.session) {
    if (as.xsrf === false) headers.cookie = as.session;
    else {
      const browser = withXsrf(as.session);
      headers.cookie = browser.cookie;
      headers[xsrfHeaderName] = browser.token;
    }
  }
  return headers;
}

/**
 * What a browser holding `cookie` (`name=value; …`, or none) holds after GET /api/v1/xsrf:
 * its cookies with those the route sets, and the XSRF token that scripts copy into the header.
 */
export function withXsrf(cookie = ''): { cookie: string; token: string } {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const setCookies = xsrfCookies(new Request('http://localhost/api/v1/xsrf', { headers }));
  const jar = new Map(
    cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const setCookie of setCookies) {
    const pair = setCookie.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  const token = decodeURIComponent(jar.get('XSRF-TOKEN')!.slice('XSRF-TOKEN='.length));
  return { cookie: [...jar.values()].join('; '), token };
}

/**
 * Calls a route handler at `template` (`/api/v1/user/me/:id`, filled from `params`) and checks
 * what must hold for every answer: no 500 for anything a client sends, and no password hash.
 */
export async function send<T = unknown>(
  handler: RouteHandler,
  template: string,
  { method = 'POST', body, params = {}, as = {} }: SendOptions = {},
): Promise<Answer<T>> {
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const answer = await call<T>(handler, path, {
    method,
    params,
    headers: headersFor(as, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status).toBeLessThan(500);
  expect(JSON.stringify(answer.body) ?? '').not.toContain('$argon2');
  return answer;
}

/** The error code of an answer, for one-line expectations. */
export const errorOf = (answer: Answer<unknown>) => (answer.body as ErrorBody).error;

export const goodPassword = 'lehenga2026';

export type TestUser = {
  id: number;
  name: string;
  email: string;
  /** Stored form, +8801… */
  phone: string;
  password: string;
  token: string;
};

let people = 0;
/** A fresh number for each new person: 01 + operator 7 + 8 digits. */
export const freshPhone = () => {
  people += 1;
  return `+88017${String(people).padStart(8, '0')}`;
};

export const signupBody = (overrides: Record<string, unknown> = {}) => {
  const phone = freshPhone();
  return {
    name: 'Ayesha Rahman',
    email: `bride${phone.slice(-8)}@example.com`,
    phone: `0${phone.slice(4)}`,
    password: goodPassword,
    confirmPassword: goodPassword,
    ...overrides,
  };
};

export async function login(email: string, password: string) {
  return send<{ user: User; token: string }>(loginRoute, '/api/v1/user/login', {
    body: { email, password },
  });
}

/** GET me/{id} as the given caller. */
export const readMe = (id: number, as: Caller) =>
  send<User>(me, '/api/v1/user/me/:id', { method: 'GET', params: params(id), as });

/** POST verify/{id} {identifier, otp?} as the given caller. */
export const verify = (id: number, body: Record<string, unknown>, as: Caller) =>
  send<{ message: string; user?: User }>(verifyRoute, '/api/v1/user/verify/:id', {
    params: params(id),
    body,
    as,
  });

/** Enters the codes that sign-up sent to the phone and the e-mail, as their owner would. */
export async function proveIdentifiers(user: {
  id: number;
  email: string;
  phone: string;
  token: string;
}) {
  for (const [identifier, to] of [
    ['phone', user.phone],
    ['email', user.email],
  ] as const) {
    const proven = await verify(
      user.id,
      { identifier, otp: await latestCode(to) },
      { token: user.token },
    );
    expect(proven.status).toBe(200);
  }
}

/**
 * Signs a new user up through the API, signs them in for a Bearer token and, unless told
 * not to, proves their phone and e-mail with the codes sign-up sent.
 */
export async function signUpUser(
  overrides: Record<string, unknown> = {},
  { prove = true } = {},
): Promise<TestUser> {
  const body = signupBody(overrides);
  const created = await send<{ user: User }>(signupRoute, '/api/v1/user/signup', { body });
  expect(created.status).toBe(201);
  const signedIn = await login(body.email, body.password);
  expect(signedIn.status).toBe(200);
  const { id, name, email, phone } = created.body.user;
  if (prove)
    await proveIdentifiers({ id, email: email!, phone: phone!, token: signedIn.body.token });
  return {
    id,
    name,
    email: email!,
    phone: phone!,
    password: body.password,
    token: signedIn.body.token,
  };
}

/** `name=value` of a web session cookie for the user, as a sign-in through next-auth sets it now. */
export async function sessionOf(userId: number): Promise<string> {
  const [row] = await getDb()
    .select({ version: users.sessionVersion, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const setCookie = await sessionCookie(new Request('http://localhost/'), {
    sub: String(userId),
    ver: row!.version,
    name: row!.name,
    sid: newSessionId(),
  });
  return setCookie.split(';')[0]!;
}

/** The messages sent to one recipient, newest first. */
export function messagesTo(recipient: string) {
  return getDb()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id));
}

/** The code messages to one recipient for one reason ('reset your password'), newest first. */
export async function codesAbout(recipient: string, reason: string) {
  return (await messagesTo(recipient)).filter((message) =>
    message.body.includes(`code to ${reason}.`),
  );
}

/** The 6-digit code in the newest message to `recipient`. */
export async function latestCode(recipient: string): Promise<string> {
  const [latest] = await messagesTo(recipient);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Asks for a phone sign-in code and signs in with it, as the number's owner. */
export async function phoneCodeSignIn(phone: string) {
  const path = '/api/v1/user/phone_login/:phone';
  expect((await send(phoneLoginRoute, path, { params: { phone } })).status).toBe(202);
  const otp = await latestCode(phone);
  return send<{ user?: User; token?: string }>(phoneLoginRoute, path, {
    params: { phone },
    body: { otp },
  });
}

/** A code that is certainly not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const params = (id: number, more: Record<string, number | string> = {}) => ({
  id: String(id),
  ...Object.fromEntries(Object.entries(more).map(([key, value]) => [key, String(value)])),
});
