import 'server-only';
import { consumeCodeIn } from '@/lib/auth/codes';
import { limits } from '@/lib/auth/limits';
import { sendCode } from '@/lib/auth/send-code';
import { consume } from '@/lib/auth/throttle';
import { writeTransaction } from '@/lib/db/write-transaction';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { consumeRecoveryCode } from './recovery-codes';
import { unseal } from './seal';
import type { StaffMember } from './staff-state';
import { startStaffSession } from './staff-sessions';
import { totpMatches } from './totp';

export type SecondStepMethod = 'totp' | 'recovery' | 'sms';

const smsTarget = (userId: number) => `staff:${userId}`;

/** Sends the SMS second step to the member's proven phone (when no authenticator is set). */
export async function sendStaffSmsCode(member: StaffMember, ip: string): Promise<boolean> {
  if (!member.provenPhone) return false;
  await sendCode({
    purpose: 'staff_step',
    target: smsTarget(member.id),
    to: member.provenPhone,
    channel: 'sms',
    ip,
  });
  return true;
}

async function sealedSecret(userId: number): Promise<string | null> {
  const [row] = await getDb()
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.secret && row.enabledAt ? unseal(row.secret) : null;
}

export type SecondStepProof = {
  member: StaffMember;
  authSessionId: string;
  method: SecondStepMethod;
  code: string;
};

/**
 * Checks a second-step code and, when right, starts a staff session for this sign-in and
 * returns its cookie token; null when wrong. An authenticator is asked for when one is set:
 * then the SMS code is not offered, for a phone is the weaker of the two.
 */
export async function proveSecondStep(proof: SecondStepProof): Promise<string | null> {
  const { member, method, code } = proof;
  await consume(`staff-step:${member.id}`, limits.staffStepTriesPerAccount);
  const secret = member.hasAuthenticator ? await sealedSecret(member.id) : null;
  if (method === 'totp' && !(secret && totpMatches(secret, code.trim()))) return null;
  if (method === 'sms' && member.hasAuthenticator) return null;
  return writeTransaction(async (tx) => {
    if (method === 'recovery' && !(await consumeRecoveryCode(tx, member.id, code))) return null;
    if (
      method === 'sms' &&
      !(await consumeCodeIn(tx, 'staff_step', smsTarget(member.id), code.trim()))
    ) {
      return null;
    }
    return startStaffSession(tx, { userId: member.id, authSessionId: proof.authSessionId, method });
  });
}
