import 'server-only';
import { createHmac, randomInt } from 'node:crypto';
import { sameSecret } from '@/lib/security';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { oneTimeCodes } from '@/lib/db/schema';
import { authSecret } from './secret';

export type CodePurpose =
  | 'phone_login'
  | 'phone_change'
  | 'password_reset'
  | 'checkout'
  | 'verify_phone'
  | 'verify_email'
  | 'staff_step'
  | 'track_order'
  | 'fitting'
  | 'stock_alert';

export const codeRules = { digits: 6, lifetimeSeconds: 5 * 60, maxAttempts: 5 } as const;

function hashCode(purpose: CodePurpose, target: string, code: string): string {
  return createHmac('sha256', authSecret()).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

/** A fresh 6-digit code for this purpose and target; earlier unused codes stop working. */
export async function issueCode(purpose: CodePurpose, target: string): Promise<string> {
  const code = String(randomInt(0, 10 ** codeRules.digits)).padStart(codeRules.digits, '0');
  await getDb().transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.target, target),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      purpose,
      target,
      codeHash: hashCode(purpose, target, code),
      expiresAt: sql`now() + make_interval(secs => ${codeRules.lifetimeSeconds})`,
    });
  });
  return code;
}

/**
 * True once for the right code: the newest unused, unexpired code for this purpose and
 * target, within its 5 tries. Every try counts, right or wrong.
 */
export function consumeCode(purpose: CodePurpose, target: string, code: string): Promise<boolean> {
  return getDb().transaction((tx) => consumeCodeIn(tx, purpose, target, code));
}

/**
 * consumeCode inside the caller's transaction, for writes that the code unlocks: the code
 * is used up only if the write commits. The caller must let the transaction commit on a
 * wrong code (return, not throw), or the try would not count.
 */
export async function consumeCodeIn(
  tx: Transaction,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.target, target),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.attempts >= codeRules.maxAttempts) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(purpose, target, code), 'hex');
  const matches = sameSecret(actual, expected);
  await tx
    .update(oneTimeCodes)
    .set({ attempts: row.attempts + 1, consumedAt: matches ? sql`now()` : null })
    .where(eq(oneTimeCodes.id, row.id));
  return matches;
}

/**
 * Whether `code` is the one used up for this purpose and target by the transaction whose
 * now() was `usedAt`: a write that a code unlocked asks for the same code again when it is
 * repeated. Counts no try (a used code has none left): the caller limits them.
 */
export async function wasUsedAt(
  purpose: CodePurpose,
  target: string,
  code: string,
  usedAt: SQL,
): Promise<boolean> {
  const rows = await getDb()
    .select({ codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.target, target),
        eq(oneTimeCodes.consumedAt, usedAt),
      ),
    );
  const given = Buffer.from(hashCode(purpose, target, code), 'hex');
  return rows.some((row) => sameSecret(given, Buffer.from(row.codeHash, 'hex')));
}
