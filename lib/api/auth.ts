import 'server-only';
import { eq } from 'drizzle-orm';
import {
  readApiToken,
  readSessionClaims,
  isLiveStaffSession,
  staffCookieNames,
} from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { DomainError, forbidden } from '@/lib/domain-error';
import { readCookies } from '@/lib/http/cookies';
import type { Viewer } from '@/lib/identity';

export type { Viewer };

/** 'none': never looks; 'optional': a viewer or null; 'required': 401 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

type Caller = {
  userId: number;
  sessionVersion: number;
  staffProof?: { token: string; sid: string };
};

async function callerOf(request: Request): Promise<Caller | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return readApiToken(bearer);
  const cookies = readCookies(request);
  const session = await readSessionClaims(cookies);
  if (!session) return null;
  const token = staffCookieNames.map((name) => cookies.get(name)).find(Boolean);
  return {
    userId: Number(session.sub),
    sessionVersion: session.ver,
    staffProof: token && session.sid ? { token, sid: session.sid } : undefined,
  };
}

/**
 * The caller: a Bearer token (apps) or the web session cookie. Either one names a session
 * version; once the password changes (or staff access is removed) the account's version
 * moves on and both are refused.
 */
export async function authenticate(request: Request): Promise<Viewer | null> {
  const caller = await callerOf(request);
  if (!caller || !Number.isInteger(caller.userId)) return null;
  const [row] = await getDb()
    .select({ id: users.id, staffRole: users.staffRole, version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!row || row.version !== caller.sessionVersion) return null;
  const proof = caller.staffProof;
  const staffRole =
    row.staffRole && proof && (await isLiveStaffSession(proof.token, row.id, proof.sid))
      ? row.staffRole
      : null;
  return { id: row.id, isStaff: staffRole !== null, staffRole };
}

export function unauthenticated(): DomainError {
  return new DomainError({
    kind: 'unauthenticated',
    code: 'unauthenticated',
    message: 'Please sign in first.',
  });
}

/**
 * docs/decisions.md 3: a user reads and changes only their own data, staff and owners
 * included. Staff see a customer through the staff side, under a named permission.
 */
export function assertSelf(viewer: Viewer, userId: number): void {
  if (viewer.id !== userId) {
    throw forbidden('not_allowed', 'You can only see and change your own account.');
  }
}
