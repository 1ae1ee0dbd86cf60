import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

/**
 * Takes an unproven number off the account that claimed it, inside the transaction of the
 * proof that its real owner just gave (docs/decisions.md 11). Only the claim goes: the
 * account keeps its e-mail and password, and a proven number is never touched.
 */
export async function releaseUnprovenPhone(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ phone: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.phoneVerifiedAt)));
}
