import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as authGet, POST as authPost } from '@/app/api/auth/[...nextauth]/route';
import { authenticate } from '@/lib/api/auth';
import { readSessionClaims } from '@/lib/identity/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { staffSessions, users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { fromAddress } from '../helpers/from-address';
import { freshIp, readMe, signUpUser, type TestUser } from './helpers';

/** A browser's cookies, `name` to `value`, kept from next-auth's answers. */
class Browser {
  readonly jar = new Map<string, string>();
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(headers: Headers): void {
    for (const setCookie of headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(name.length + 1);
      if (value === '' || /max-age=0/i.test(setCookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  /** A request to next-auth's routes as this browser sends it. */
  auth(path: string, form?: Record<string, string>): NextRequest {
    return new NextRequest(`http://localhost/api/auth/${path}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: this.cookie,
        ...fromAddress(freshIp()),
        ...(form
          ? { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' }
          : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  }
  async csrfToken(): Promise<string> {
    const answer = await authGet(this.auth('csrf'));
    this.take(answer.headers);
    return ((await answer.json()) as { csrfToken: string }).csrfToken;
  }
}

/** Signs in through next-auth's password form and proves the staff second step in that sign-in. */
async function staffSignIn(user: TestUser): Promise<Browser> {
  const browser = new Browser();
  const csrfToken = await browser.csrfToken();
  const signedIn = await authPost(
    browser.auth('callback/password', {
      email: user.email,
      password: user.password,
      csrfToken,
      callbackUrl: 'http://localhost/admin',
    }),
  );
  browser.take(signedIn.headers);
  const claims = await readSessionClaims(browser.jar);
  expect(claims?.sid).toEqual(expect.any(String));
  const token = await writeTransaction((tx) =>
    startStaffSession(tx, { userId: user.id, authSessionId: claims!.sid!, method: 'totp' }),
  );
  browser.jar.set('nj_staff', token);
  return browser;
}

const asCookies = (cookie: string) => new Request('http://localhost/', { headers: { cookie } });

describeAppDatabase(
  'signing out ends the sign-in and its staff session on the server',
  async () => null,
  () => {
    it('refuses a copy of the session and nj_staff cookies after sign-out', async () => {
      const member = await signUpUser();
      await getDb().update(users).set({ staffRole: 'owner' }).where(eq(users.id, member.id));
      const browser = await staffSignIn(member);
      const copied = browser.cookie;
      expect(await authenticate(asCookies(copied))).toMatchObject({
        id: member.id,
        isStaff: true,
      });

      const csrfToken = await browser.csrfToken();
      const signedOut = await authPost(
        browser.auth('signout', { csrfToken, callbackUrl: 'http://localhost/' }),
      );
      expect(signedOut.status).toBeLessThan(400);

      // The copy reaches neither the staff API nor the account.
      expect(await authenticate(asCookies(copied))).toBeNull();
      const me = await readMe(member.id, { session: copied });
      expect(me.status).toBe(401);
      const session = await authGet(
        new NextRequest('http://localhost/api/auth/session', { headers: { cookie: copied } }),
      );
      expect(await session.json()).toBeNull();
      const [row] = await getDb()
        .select({ revokedAt: staffSessions.revokedAt })
        .from(staffSessions)
        .where(eq(staffSessions.userId, member.id));
      expect(row!.revokedAt).toEqual(expect.any(Date));
    });

    it('leaves the same account’s other sign-ins alone', async () => {
      const member = await signUpUser();
      await getDb().update(users).set({ staffRole: 'staff' }).where(eq(users.id, member.id));
      const here = await staffSignIn(member);
      const there = await staffSignIn(member);
      const csrfToken = await here.csrfToken();
      await authPost(here.auth('signout', { csrfToken, callbackUrl: 'http://localhost/' }));
      expect(await authenticate(asCookies(there.cookie))).toMatchObject({ isStaff: true });
    });
  },
);
