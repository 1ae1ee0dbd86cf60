import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { endedSessions, staffSessions } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { sessionMaxAgeSeconds } from './session-cookie-names';

/**
 * Ends a sign-in on the server (SECURITY.md, "Accounts and sessions"): its session id is
 * recorded as ended, so a copy of the cookie is refused, and the staff sessions proven in
 * it are revoked, so a copied `nj_staff` cookie beside it is refused too.
 */
export async function endSignIn(userId: number, sid: string): Promise<void> {
  await writeTransaction(async (tx) => {
    await tx
      .insert(endedSessions)
      .values({
        sid,
        userId,
        expiresAt: sql`now() + make_interval(secs => ${sessionMaxAgeSeconds})`,
      })
      .onConflictDoNothing();
    await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(staffSessions.userId, userId),
          eq(staffSessions.authSessionId, sid),
          isNull(staffSessions.revokedAt),
        ),
      );
  });
}

/** Whether the sign-in with this session id was signed out. */
export async function isEndedSession(sid: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ sid: endedSessions.sid })
    .from(endedSessions)
    .where(eq(endedSessions.sid, sid));
  return row !== undefined;
}
