import { eq, sql } from 'drizzle-orm';
import { authenticate } from '@/lib/api/auth';
import { apiTokenLifetimeSeconds, issueApiToken } from '@/lib/identity/auth/api-tokens';
import { sessionCookie } from '@/lib/identity/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { atTime } from './clock';

const withBearer = (token: string) =>
  new Request('http://localhost/', { headers: { authorization: `Bearer ${token}` } });

async function withSession(userId: number, ver: number) {
  const cookie = await sessionCookie(new Request('http://localhost/'), {
    sub: String(userId),
    ver,
  });
  return new Request('http://localhost/', { headers: { cookie: cookie.split(';')[0]! } });
}

describeAppDatabase(
  'authenticate',
  async (db) => {
    const [user] = await db
      .insert(users)
      .values({ name: 'Ayesha', email: 'a@example.com' })
      .returning({ id: users.id });
    return user!.id;
  },
  (userId) => {
    const currentVersion = async () =>
      (
        await getDb()
          .select({ version: users.sessionVersion })
          .from(users)
          .where(eq(users.id, userId()))
      )[0]!.version;

    const tokenAt = async (version: number) =>
      issueApiToken({ userId: userId(), sessionVersion: version });

    it('knows the caller by a Bearer token or a session cookie of the current version', async () => {
      const version = await currentVersion();
      const viewer = { id: userId(), isStaff: false, staffRole: null };
      expect(await authenticate(withBearer(await tokenAt(version)))).toEqual(viewer);
      expect(await authenticate(await withSession(userId(), version))).toEqual(viewer);
    });

    it('refuses a token or cookie of another session version', async () => {
      const version = await currentVersion();
      expect(await authenticate(withBearer(await tokenAt(version + 1)))).toBeNull();
      expect(await authenticate(await withSession(userId(), version + 1))).toBeNull();
    });

    it('refuses tokens and cookies issued before the version moved on (a password change)', async () => {
      const version = await currentVersion();
      const token = await tokenAt(version);
      const session = await withSession(userId(), version);
      expect(await authenticate(withBearer(token))).not.toBeNull();
      await getDb()
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId()));
      expect(await authenticate(withBearer(token))).toBeNull();
      expect(await authenticate(session)).toBeNull();
      expect(await authenticate(withBearer(await tokenAt(await currentVersion())))).not.toBeNull();
    });

    it('refuses an unknown user, a malformed header, and nothing at all', async () => {
      const ghost = await issueApiToken({ userId: userId() + 1000, sessionVersion: 1 });
      const basic = new Request('http://localhost/', { headers: { authorization: 'Basic abc' } });
      expect(await authenticate(withBearer(ghost))).toBeNull();
      expect(await authenticate(withBearer('not-a-token'))).toBeNull();
      expect(await authenticate(basic)).toBeNull();
      expect(await authenticate(new Request('http://localhost/'))).toBeNull();
    });

    it('refuses a token issued more than 24 hours ago', async () => {
      const version = await currentVersion();
      const past = Date.now() - (apiTokenLifetimeSeconds + 5) * 1000;
      const stale = await atTime(past, () => tokenAt(version));
      expect(await authenticate(withBearer(stale))).toBeNull();
    });
  },
);
