import 'server-only';
import { eq } from 'drizzle-orm';
import { readApiToken, type TokenClaims } from '@/lib/auth/api-tokens';
import { readSessionCookie } from '@/lib/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { ApiError, forbidden } from './errors';

/** Who is calling, as far as the API cares. */
export type Viewer = { id: number; isStaff: boolean };

/** 'none': never looks; 'optional': a viewer or null; 'required': 401 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

async function claimsOf(request: Request): Promise<TokenClaims | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return readApiToken(bearer);
  const session = await readSessionCookie(request);
  return session ? { userId: Number(session.sub), sessionVersion: session.ver } : null;
}

/**
 * The caller: a Bearer token (apps) or the web session cookie. Either one names a session
 * version; once the password changes the account's version moves on and both are refused.
 */
export async function authenticate(request: Request): Promise<Viewer | null> {
  const claims = await claimsOf(request);
  if (!claims || !Number.isInteger(claims.userId)) return null;
  const [row] = await getDb()
    .select({ id: users.id, staffRole: users.staffRole, version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.version !== claims.sessionVersion) return null;
  return { id: row.id, isStaff: row.staffRole !== null };
}

export function unauthenticated(): ApiError {
  return new ApiError({ status: 401, code: 'unauthenticated', message: 'Please sign in first.' });
}

/** docs/decisions.md 3: a user reads and changes only their own data (staff aside). */
export function assertSelf(viewer: Viewer, userId: number): void {
  if (viewer.id !== userId && !viewer.isStaff) {
    throw forbidden('not_allowed', 'You can only see and change your own account.');
  }
}
