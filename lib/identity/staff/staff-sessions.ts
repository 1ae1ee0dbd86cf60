import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { staffSessions } from '@/lib/db/schema';

/** A staff member's second step holds for a working day, then is asked for again. */
export const staffSessionHours = 12;

/** The cookie's name; over HTTPS the __Host- prefix pins it to this host, path / and Secure. */
export const staffCookieName = (secure: boolean) => (secure ? '__Host-nj_staff' : 'nj_staff');
export const staffCookieNames = [staffCookieName(true), staffCookieName(false)] as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type StaffSessionStart = {
  userId: number;
  /** The next-auth session the second step was proven in (its `sid`). */
  authSessionId: string;
  method: 'totp' | 'recovery' | 'sms';
};

/** Starts a proven staff session and returns the token for its cookie (kept only hashed). */
export async function startStaffSession(tx: Transaction, start: StaffSessionStart) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffSessions).values({
    tokenHash: hashToken(token),
    ...start,
    expiresAt: sql`now() + make_interval(hours => ${staffSessionHours})`,
  });
  return token;
}

/**
 * Whether `token` is a live staff session of this user, proven in this very sign-in: a
 * cookie copied into another browser, or kept past a sign-out and a new sign-in, is not.
 */
export async function isLiveStaffSession(
  token: string,
  userId: number,
  authSessionId: string,
  db: Database = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffSessions.userId })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        eq(staffSessions.userId, userId),
        eq(staffSessions.authSessionId, authSessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/** Ends every staff session of a user: their access was removed or their role changed. */
export async function revokeStaffSessions(tx: Database | Transaction, userId: number) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
}

/** Ends the one staff session behind this cookie (signing out of the staff side). */
export async function endStaffSession(token: string) {
  await getDb()
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffSessions.tokenHash, hashToken(token)));
}
