import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { uniqueViolation } from '@/lib/http/server/database-errors';
import { staffErrors } from './errors';

/** No 0/o, 1/l/i: a code read aloud or copied by hand stays the same code. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 8;

export const drawShareCode = () =>
  Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * The staff member's share code (docs/attribution.md): drawn the first time they share and
 * kept from then on, so every link they ever shared still counts for them. A code drawn
 * twice (one in a billion) is drawn again.
 */
export async function shareCodeOf(userId: number): Promise<string> {
  const db = getDb();
  for (;;) {
    const [member] = await db
      .select({ code: users.shareCode })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.staffRole)));
    if (!member) throw staffErrors.notAllowed();
    if (member.code) return member.code;
    try {
      await db
        .update(users)
        .set({ shareCode: drawShareCode() })
        .where(and(eq(users.id, userId), isNull(users.shareCode)));
    } catch (error) {
      if (uniqueViolation(error) !== 'users_share_code_key') throw error;
    }
  }
}

/**
 * The staff member a share code names, or null: a code from a link is a claim, and one that
 * is no current staff member's (mistyped, made up, or of someone who left) counts for nobody.
 */
export async function staffIdByShareCode(
  db: Database | Transaction,
  code: string,
): Promise<number | null> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.shareCode, sql`lower(${code})`), isNotNull(users.staffRole)));
  return member?.id ?? null;
}
