import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { recordAudit } from './audit';
import { replaceRecoveryCodes } from './recovery-codes';
import { countStepTry } from './second-step';
import { seal, unseal } from './seal';
import type { StaffMember } from './staff-state';
import { startStaffSession } from './staff-sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

/** What the set-up page shows: the key as a QR code's address and as text to type. */
export type PendingAuthenticator = { secret: string; uri: string };

/**
 * The authenticator key being set up, drawn on first call and kept (sealed, not yet
 * enabled) until a code from it confirms it. A set one stays in force until then.
 */
export async function pendingAuthenticator(member: StaffMember): Promise<PendingAuthenticator> {
  const [row] = await getDb()
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, member.id));
  let secret = row?.secret && !row.enabledAt ? unseal(row.secret) : null;
  if (!secret) {
    secret = newTotpSecret();
    // While one is enabled, the new key waits in the same column only once confirmed.
    if (!row?.enabledAt) {
      await getDb()
        .update(users)
        .set({ totpSecret: seal(secret) })
        .where(eq(users.id, member.id));
    }
  }
  return { secret, uri: totpUri(secret, member.email ?? member.phone ?? `staff-${member.id}`) };
}

export type AuthenticatorConfirmation = {
  member: StaffMember;
  /** The key shown (a replaced key is not stored until confirmed). */
  secret: string;
  code: string;
  /** When set, the confirmation also proves the second step for this sign-in. */
  authSessionId?: string;
  /** The caller's address, for the limits on tries ('unknown' when there is none). */
  ip?: string;
};

/**
 * Enables the authenticator once a code from it matches, and gives ten fresh recovery codes
 * (shown once). Returns null for a wrong code.
 */
export async function confirmAuthenticator(confirmation: AuthenticatorConfirmation) {
  const { member, secret, code, authSessionId, ip = 'unknown' } = confirmation;
  await countStepTry(member.id, 'totp', ip);
  const step = totpStepOf(secret, code.trim());
  if (step === null) return null;
  return writeTransaction(async (tx) => {
    // A new key starts its own history: the confirming code is its first step used.
    await tx
      .update(users)
      .set({ totpSecret: seal(secret), totpEnabledAt: sql`now()`, totpLastStep: step })
      .where(eq(users.id, member.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, member.id);
    const actor = { id: member.id, name: member.name, role: member.role };
    await recordAudit(tx, actor, {
      action: 'staff.authenticator_set',
      entity: 'user',
      entityId: member.id,
    });
    const sessionToken = authSessionId
      ? await startStaffSession(tx, { userId: member.id, authSessionId, method: 'totp' })
      : null;
    return { recoveryCodes, sessionToken };
  });
}
