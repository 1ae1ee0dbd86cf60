import 'server-only';
import { consumeCodeIn } from '@/lib/identity/auth/codes';
import { limits } from '@/lib/identity/auth/limits';
import { sendCode } from '@/lib/identity/auth/send-code';
import { consume } from '@/lib/identity/auth/throttle';
import { writeTransaction } from '@/lib/db/write-transaction';
import { getDb, type Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { consumeRecoveryCode } from './recovery-codes';
import { unseal } from './seal';
import type { StaffMember } from './staff-state';
import { startStaffSession } from './staff-sessions';
import { totpStepOf } from './totp';

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

/**
 * Takes the authenticator step for this member when it is later than the last one taken, in
 * one conditional UPDATE: a code (or the period before's) works once, and of two sign-ins
 * sent together with one code the second waits for the first's row lock and then fails.
 */
async function claimTotpStep(tx: Transaction, userId: number, step: number): Promise<boolean> {
  const claimed = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/**
 * Counts one try of a second-step code before it is checked (each count is one statement,
 * so tries sent all at once cannot slip past); 429 past any of the limits.
 */
export async function countStepTry(userId: number, method: SecondStepMethod, ip: string) {
  await consume(`staff-step-ip:${ip}`, limits.staffStepTriesPerIp);
  await consume(`staff-step:${userId}:${method}:${ip}`, limits.staffStepTriesPerAddress);
  await consume(`staff-step:${userId}:${method}`, limits.staffStepTriesPerMethod);
}

export type SecondStepProof = {
  member: StaffMember;
  authSessionId: string;
  method: SecondStepMethod;
  code: string;
  /** The caller's address (lib/identity/auth/client-ip.ts), for the limits on tries. */
  ip: string;
};

/**
 * Checks a second-step code and, when right, starts a staff session for this sign-in and
 * returns its cookie token; null when wrong. An authenticator is asked for when one is set:
 * then the SMS code is not offered, for a phone is the weaker of the two.
 */
export async function proveSecondStep(proof: SecondStepProof): Promise<string | null> {
  const { member, method, code } = proof;
  await countStepTry(member.id, method, proof.ip);
  const secret = member.hasAuthenticator ? await sealedSecret(member.id) : null;
  const step = method === 'totp' && secret ? totpStepOf(secret, code.trim()) : null;
  if (method === 'totp' && step === null) return null;
  if (method === 'sms' && member.hasAuthenticator) return null;
  return writeTransaction(async (tx) => {
    if (step !== null && !(await claimTotpStep(tx, member.id, step))) return null;
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
