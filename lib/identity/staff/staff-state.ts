import 'server-only';
import { eq } from 'drizzle-orm';
import { readSessionClaims } from '@/lib/identity/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Actor } from './actor';
import type { StaffRole } from './roles';
import { isLiveStaffSession, staffCookieNames } from './staff-sessions';

export type StaffMember = Actor & {
  email: string | null;
  phone: string | null;
  /** A proven phone: where the SMS second step goes when no authenticator is set. */
  provenPhone: string | null;
  hasAuthenticator: boolean;
};

/** Where a visitor of the staff side stands. */
export type StaffState =
  | { kind: 'signed_out' }
  | { kind: 'not_staff'; userId: number }
  | { kind: 'second_step'; member: StaffMember; authSessionId: string }
  | { kind: 'staff'; member: StaffMember; authSessionId: string };

function toMember(row: typeof users.$inferSelect, role: StaffRole): StaffMember {
  return {
    id: row.id,
    name: row.name,
    role,
    email: row.email,
    phone: row.phone,
    provenPhone: row.phoneVerifiedAt ? row.phone : null,
    hasAuthenticator: row.totpEnabledAt !== null && row.totpSecret !== null,
  };
}

/**
 * Reads the visitor from their cookies: the web session (its version still current), the
 * account's role now (not when they signed in), and a staff session proven in this sign-in.
 */
export async function staffState(cookies: ReadonlyMap<string, string>): Promise<StaffState> {
  const claims = await readSessionClaims(cookies);
  const userId = Number(claims?.sub);
  if (!claims || !Number.isInteger(userId)) return { kind: 'signed_out' };
  const [row] = await getDb().select().from(users).where(eq(users.id, userId));
  if (!row || row.sessionVersion !== claims.ver) return { kind: 'signed_out' };
  if (!row.staffRole) return { kind: 'not_staff', userId };
  const member = toMember(row, row.staffRole);
  const authSessionId = claims.sid;
  // A session from before sign-ins drew their own id cannot be bound to: sign in again.
  if (!authSessionId) return { kind: 'signed_out' };
  const token = staffCookieNames.map((name) => cookies.get(name)).find(Boolean);
  const proven = token ? await isLiveStaffSession(token, row.id, authSessionId) : false;
  return { kind: proven ? 'staff' : 'second_step', member, authSessionId };
}
