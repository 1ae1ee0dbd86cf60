import 'server-only';
import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authSecret } from '@/lib/identity/auth/secret';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { staffRecoveryCodes } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from './actor';
import { recordAudit } from './audit';

export const recoveryCodeCount = 10;

// No 0/o, 1/l/i: a code copied from paper is read back by eye.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

const drawCode = () => {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

/** Spaces, case and the dash are how people copy codes, not part of them. */
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

const hashCode = (userId: number, code: string) =>
  createHmac('sha256', authSecret())
    .update(`staff-recovery\n${userId}\n${normalise(code)}`)
    .digest('hex');

/** Replaces a staff member's recovery codes with fresh ones, shown once and kept hashed. */
export async function replaceRecoveryCodes(tx: Transaction, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, drawCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(userId, code) })));
  return codes;
}

/** Uses up one unused recovery code; true once per code, even for two tries at once. */
export async function consumeRecoveryCode(
  tx: Transaction,
  userId: number,
  code: string,
): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashCode(userId, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

/** How many of a staff member's recovery codes are still unused. */
export async function unusedRecoveryCodes(userId: number, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Ten new recovery codes for a staff member, recorded in the audit log; the old ones stop working. */
export function renewRecoveryCodes(member: Actor): Promise<string[]> {
  return writeTransaction(async (tx) => {
    const fresh = await replaceRecoveryCodes(tx, member.id);
    await recordAudit(tx, member, {
      action: 'staff.recovery_codes_replace',
      entity: 'user',
      entityId: member.id,
    });
    return fresh;
  });
}
