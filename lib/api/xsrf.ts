import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { authSecret, sessionCookieNames, sessionIdIn } from '@/lib/identity';
import { forbidden } from '@/lib/domain-error';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/security';
import { readCookies } from '@/lib/http/cookies';
import { jsonResponse } from '../http/server/json-response';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';
/** A signed-out browser's random id, which its token is bound to (httpOnly: scripts need only the token). */
export const browserIdCookieName = 'nj_browser_id';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let key: Buffer | undefined;
// A key of its own, so that no other signature of ours can pass for a token.
const signingKey = () =>
  (key ??= createHmac('sha256', authSecret()).update('xsrf-token-key').digest());

const sign = (binding: string, nonce: string) =>
  createHmac('sha256', signingKey()).update(`${binding}\n${nonce}`).digest('base64url');

const newRandom = () => randomBytes(16).toString('base64url');
const randomShape = /^[\w-]{22}$/;

const sessionBinding = (sessionId: string) => `session\n${sessionId}`;
const browserBinding = (browserId: string) => `browser\n${browserId}`;

function browserIdIn(cookies: ReadonlyMap<string, string>): string | undefined {
  const browserId = cookies.get(browserIdCookieName);
  return browserId && randomShape.test(browserId) ? browserId : undefined;
}

/**
 * What a browser's token is bound to: the session its cookies carry, else (signed out) its
 * browser id; null when it has neither, and then no token passes.
 */
function bindingIn(cookies: ReadonlyMap<string, string>): string | null {
  const session = sessionIdIn(cookies);
  if (session) return sessionBinding(session);
  const browserId = browserIdIn(cookies);
  return browserId ? browserBinding(browserId) : null;
}

/** `nonce.signature`: the signature is an HMAC of the binding and the nonce. */
const tokenFor = (binding: string) => {
  const nonce = newRandom();
  return `${nonce}.${sign(binding, nonce)}`;
};

function isTokenFor(binding: string | null, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  if (!binding || !nonce || !signature || rest.length > 0) return false;
  return sameSecret(signature, sign(binding, nonce));
}

/**
 * The contract's double-submit rule, signed: a state-changing request that carries cookies
 * must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, and the token must be one we signed for
 * that browser's session (or, signed out, for its browser id). A value planted in the
 * cookie, or a token of another session, does not pass. Requests without cookies (apps
 * with a Bearer token) cannot be forged by another site, so they pass.
 */
export function assertXsrf(request: Request): void {
  if (!stateChanging.has(request.method.toUpperCase())) return;
  const cookies = readCookies(request);
  if (cookies.size === 0) return;
  const cookie = cookies.get(xsrfCookieName);
  const header = request.headers.get(xsrfHeaderName);
  if (
    !cookie ||
    !header ||
    !sameSecret(header, cookie) ||
    !isTokenFor(bindingIn(cookies), header)
  ) {
    throw forbidden('csrf_failed', 'The request did not carry a valid X-XSRF-TOKEN header.');
  }
}

const secureCookies = () => env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:');

/** The XSRF-TOKEN cookie is readable by scripts (that is the point); the browser id is not. */
const cookieAttributes = (httpOnly: boolean) =>
  `; Path=/; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secureCookies() ? '; Secure' : ''}`;

/**
 * Set-Cookie values giving a browser whose cookies are `cookies` a token for its session,
 * or, signed out, for its browser id: a new id when it has none or when `newBrowserId`.
 */
function xsrfCookiesFor(cookies: ReadonlyMap<string, string>, newBrowserId: boolean): string[] {
  const session = sessionIdIn(cookies);
  let browserId = browserIdIn(cookies);
  const setCookies: string[] = [];
  if (newBrowserId || (!session && !browserId)) {
    browserId = newRandom();
    setCookies.push(`${browserIdCookieName}=${browserId}${cookieAttributes(true)}`);
  }
  const binding = session ? sessionBinding(session) : browserBinding(browserId!);
  setCookies.push(`${xsrfCookieName}=${tokenFor(binding)}${cookieAttributes(false)}`);
  return setCookies;
}

/** GET /api/v1/xsrf: a token for the browser's session, or for its browser id when signed out. */
export function xsrfCookies(request: Request): string[] {
  return xsrfCookiesFor(readCookies(request), false);
}

/**
 * The answer of a sign-in through the API. A browser (a request with cookies) also gets a
 * new browser id and a token for it, so that no token from before the sign-in passes
 * afterwards; apps, which send no cookies, are given none.
 */
export function signInResponse(request: Request, body: unknown): Response {
  const cookies = readCookies(request);
  if (cookies.size === 0) return jsonResponse(body);
  return jsonResponse(
    body,
    200,
    xsrfCookiesFor(cookies, true).map((value): [string, string] => ['set-cookie', value]),
  );
}

const sessionNames = new Set<string>(sessionCookieNames);

/**
 * next-auth's answers that start or end a session (sign-in by any provider, sign-out) also
 * get a token for what comes next: the new session, or a new browser id. A token from before
 * never passes afterwards. Answers that only renew the same session are left alone.
 */
export function withXsrfForNewSession(request: Request, response: Response): Response {
  const before = readCookies(request);
  const after = new Map(before);
  let touched = false;
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    if (separator <= 0 || !sessionNames.has(name)) continue;
    touched = true;
    const value = pair.slice(separator + 1).trim();
    const removed = !value || attributes.some((part) => /^\s*max-age\s*=\s*0\s*$/i.test(part));
    if (removed) after.delete(name);
    else after.set(name, value);
  }
  if (!touched || sessionIdIn(after) === sessionIdIn(before)) return response;
  const headers = new Headers(response.headers);
  for (const value of xsrfCookiesFor(after, true)) headers.append('set-cookie', value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
