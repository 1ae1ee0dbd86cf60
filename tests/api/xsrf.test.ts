import { api } from '@/lib/api';
import {
  browserIdCookieName,
  withXsrfForNewSession,
  xsrfCookieName,
  xsrfCookies,
} from '@/lib/api/xsrf';
import { sessionCookie, type SessionClaims } from '@/lib/identity/auth/session-cookie';
import { newSessionId } from '@/lib/identity/auth/session-id';
import { withXsrf } from './accounts/helpers';
import { call, type ErrorBody } from './helpers/call';

const change = api({}, () => ({ changed: true }));

/** Calls the state-changing route with these cookies and X-XSRF-TOKEN header. */
async function attempt(cookie: string | null, header: string | null, method = 'POST') {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (header) headers['X-XSRF-TOKEN'] = header;
  const answer = await call<ErrorBody>(change, '/x', { method, headers });
  if (answer.status === 403) expect(answer.body.error.code).toBe('csrf_failed');
  return answer.status;
}

/** `name=value` of a session cookie, as next-auth sets it at a sign-in. */
async function session(claims: Partial<SessionClaims> = {}): Promise<string> {
  const claimsWithId = { sub: '7', ver: 0, sid: newSessionId(), ...claims };
  const setCookie = await sessionCookie(new Request('http://localhost/'), claimsWithId);
  return setCookie.split(';')[0]!;
}

/** The `name=value` pairs of an answer's Set-Cookie headers. */
const setCookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((value) => value.split(';')[0]!);

/** The browser's cookies after an answer: `cookie` with what the answer set (or cleared). */
function browserAfter(cookie: string, response: Response): { cookie: string; token: string } {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0]!, pair]));
  for (const pair of setCookiesOf(response)) {
    const name = pair.split('=')[0]!;
    if (pair === `${name}=`) jar.delete(name);
    else jar.set(name, pair);
  }
  const token = jar.get(xsrfCookieName)?.slice(xsrfCookieName.length + 1) ?? '';
  return { cookie: [...jar.values()].join('; '), token };
}

describe('the XSRF rule', () => {
  const signedOut = withXsrf();
  const otherBrowser = withXsrf();

  const { cookie: jar, token } = signedOut;
  // [method, what is sent, status, cookie, header]
  type XsrfCase = [string, string, number, string | null, string | null];
  const cases: XsrfCase[] = [
    ['POST', 'no cookies (an app)', 200, null, null],
    ['POST', 'cookies, no header', 403, 'session=abc', null],
    ['POST', 'the token cookie, no header', 403, jar, null],
    ['POST', 'the token in cookie and header', 200, jar, token],
    ['POST', "another browser's token in the header", 403, jar, otherBrowser.token],
    ['POST', 'a longer header', 403, jar, `${token}1`],
    ['POST', 'the header without the token cookie', 403, 'session=abc', token],
    ['POST', 'a %-encoded cookie', 200, jar.replace(/\./g, '%2E'), token],
    ['PUT', 'cookies, no header', 403, jar, null],
    ['PATCH', 'cookies, no header', 403, jar, null],
    ['DELETE', 'cookies, no header', 403, jar, null],
    ['DELETE', 'the token and other cookies', 200, `${jar}; session=abc`, token],
    ['GET', 'cookies, no header', 200, 'session=abc', null],
  ];

  it.each(cases)('%s with %s answers %i', async (method, _what, status, cookie, header) => {
    expect(await attempt(cookie, header, method)).toBe(status);
  });

  it('refuses a value planted in the cookie and sent in the header', async () => {
    expect(await attempt(`${xsrfCookieName}=t1`, 't1')).toBe(403);
    const planted = `${browserIdCookieName}=${'a'.repeat(22)}; ${xsrfCookieName}=t1.t1`;
    expect(await attempt(planted, 't1.t1')).toBe(403);
    const signedIn = await session();
    expect(await attempt(`${signedIn}; ${xsrfCookieName}=t1`, 't1')).toBe(403);
  });

  it("refuses another session's token, and another browser's", async () => {
    const [mine, theirs] = [await session(), await session()];
    const { token } = withXsrf(mine);
    expect(await attempt(`${mine}; ${xsrfCookieName}=${token}`, token)).toBe(200);
    // An attacker plants the token of a session of their own in the victim's browser.
    const attacker = withXsrf(theirs);
    expect(await attempt(`${mine}; ${xsrfCookieName}=${attacker.token}`, attacker.token)).toBe(403);
    // The same user signed in twice: each session has its own token.
    const again = await session({ sub: '7' });
    expect(await attempt(`${again}; ${xsrfCookieName}=${token}`, token)).toBe(403);
    // Signed out, a token is bound to its browser's id.
    const stranger = otherBrowser.cookie.replace(otherBrowser.token, signedOut.token);
    expect(await attempt(stranger, signedOut.token)).toBe(403);
  });

  it('keeps taking the token when next-auth renews the same session', async () => {
    const sid = newSessionId();
    const browser = withXsrf(await session({ sid }));
    const renewed = await session({ sid, name: 'Renewed' });
    expect(await attempt(`${renewed}; ${xsrfCookieName}=${browser.token}`, browser.token)).toBe(
      200,
    );
  });

  it('refuses, once signed in, the token the browser had before', async () => {
    const before = withXsrf();
    const signedIn = `${before.cookie}; ${await session()}`;
    expect(await attempt(signedIn, before.token)).toBe(403);
    const after = withXsrf(signedIn);
    expect(await attempt(after.cookie, after.token)).toBe(200);
  });

  it('binds a session from before session ids to its account and session version', async () => {
    const older = await session({ sid: undefined });
    const { token } = withXsrf(older);
    expect(await attempt(`${older}; ${xsrfCookieName}=${token}`, token)).toBe(200);
    const afterPasswordChange = await session({ sid: undefined, ver: 1 });
    expect(await attempt(`${afterPasswordChange}; ${xsrfCookieName}=${token}`, token)).toBe(403);
    const otherAccount = await session({ sid: undefined, sub: '8' });
    expect(await attempt(`${otherAccount}; ${xsrfCookieName}=${token}`, token)).toBe(403);
  });

  it('issues a token cookie that scripts can read, and an httpOnly browser id when signed out', async () => {
    const issue = (cookie?: string) =>
      xsrfCookies(
        new Request('http://localhost/api/v1/xsrf', cookie ? { headers: { cookie } } : {}),
      );
    const [browserId, token] = issue();
    expect(browserId).toMatch(/^nj_browser_id=[\w-]{22}; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(token).toMatch(/^XSRF-TOKEN=[\w-]{22}\.[\w-]{43}; Path=\/; SameSite=Lax$/);
    // A browser that has an id keeps it; a signed-in one needs none.
    const names = (setCookies: string[]) => setCookies.map((value) => value.split('=')[0]);
    expect(names(issue(signedOut.cookie))).toEqual([xsrfCookieName]);
    expect(names(issue(await session()))).toEqual([xsrfCookieName]);
  });

  describe('at sign-in and sign-out through next-auth', () => {
    const answerSetting = (...setCookies: string[]) => {
      const headers = new Headers({ location: '/account' });
      for (const value of setCookies) headers.append('set-cookie', value);
      return new Response(null, { status: 302, headers });
    };
    const requestWith = (cookie: string) =>
      new Request('http://localhost/api/auth/callback/password', { headers: { cookie } });

    it('gives a new session a token of its own: the one from before is refused', async () => {
      const before = withXsrf();
      const signedIn = await session();
      const answer = withXsrfForNewSession(
        requestWith(before.cookie),
        answerSetting(`${signedIn}; Path=/; HttpOnly; SameSite=Lax`),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/account');
      const after = browserAfter(before.cookie, answer);
      expect(after.cookie).toContain(signedIn);
      expect(after.token).not.toBe(before.token);
      expect(await attempt(after.cookie, after.token)).toBe(200);
      expect(await attempt(after.cookie.replace(after.token, before.token), before.token)).toBe(
        403,
      );
    });

    it('leaves an answer that only renews the same session alone', async () => {
      const sid = newSessionId();
      const browser = withXsrf(await session({ sid }));
      const renewed = await session({ sid });
      const renewal = answerSetting(`${renewed}; Path=/; HttpOnly`);
      expect(withXsrfForNewSession(requestWith(browser.cookie), renewal)).toBe(renewal);
      const unrelated = answerSetting('authjs.csrf-token=x; Path=/');
      expect(withXsrfForNewSession(requestWith(browser.cookie), unrelated)).toBe(unrelated);
    });

    it("gives a signed-out browser a new id and token: the session's token is refused", async () => {
      const signedIn = withXsrf(await session());
      const name = signedIn.cookie.split('=')[0]!;
      const answer = withXsrfForNewSession(
        requestWith(signedIn.cookie),
        answerSetting(`${name}=; Path=/; Max-Age=0`),
      );
      const after = browserAfter(signedIn.cookie, answer);
      expect(after.cookie).not.toContain(name);
      expect(await attempt(after.cookie, after.token)).toBe(200);
      const withOldToken = after.cookie.replace(after.token, signedIn.token);
      expect(await attempt(withOldToken, signedIn.token)).toBe(403);
    });
  });
});
