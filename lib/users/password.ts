import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { consumeCode } from '@/lib/auth/codes';
import { hashPassword, verifyPassword } from '@/lib/auth/passwords';
import { deliverCode, throttleCodeRequest } from '@/lib/auth/send-code';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { invalidCode, userNotFound } from './errors';
import { findUserByEmail, findUserByPhone, findUserRow, toAccount } from './read';
import type { Account } from './types';

export type AccountKey =
  { email: string; phone?: undefined } | { phone: string; email?: undefined };

export const forgotMessage =
  'If an account uses this address, a code to reset the password is on its way.';
export const resetMessage = 'Your password has been changed. You can sign in with it now.';
export const changedMessage = 'Your password has been changed.';

const findByKey = (key: AccountKey) =>
  key.email !== undefined ? findUserByEmail(key.email) : findUserByPhone(key.phone);

const recipient = (key: AccountKey) => key.email ?? key.phone!;

/**
 * A new hash and a new session version in one statement: every token and session made
 * with the old password stops working.
 */
async function setPassword(userId: number, password: string): Promise<Account> {
  const passwordHash = await hashPassword(password);
  const [row] = await getDb()
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw userNotFound();
  return toAccount(row);
}

/** Sends a reset code where an account exists; the answer is the same either way. */
export async function requestPasswordReset(key: AccountKey, ip: string): Promise<void> {
  const request = {
    purpose: 'password_reset' as const,
    to: recipient(key),
    channel: key.email !== undefined ? ('email' as const) : ('sms' as const),
    ip,
  };
  // Limits count whether or not the account exists, so they tell nothing either.
  await throttleCodeRequest(request);
  if (await findByKey(key)) await deliverCode(request);
}

export async function resetPassword(key: AccountKey, otp: string, password: string) {
  const target = recipient(key);
  if (!(await consumeCode('password_reset', target, otp))) throw invalidCode();
  const row = await findByKey(key);
  if (!row) throw invalidCode();
  await setPassword(row.id, password);
  return { message: resetMessage };
}

const wrongCurrentPassword = () =>
  new ApiError({
    status: 401,
    code: 'invalid_credentials',
    message: 'The current password is not correct.',
    fields: { currentPassword: 'The current password is not correct' },
  });

/** The current password is asked for whenever the account has one. */
export async function changePassword(
  userId: number,
  { currentPassword, password }: { currentPassword?: string; password: string },
): Promise<Account> {
  const row = await findUserRow(userId);
  if (!row) throw userNotFound();
  if (row.passwordHash && !(await verifyPassword(row.passwordHash, currentPassword ?? ''))) {
    throw wrongCurrentPassword();
  }
  return setPassword(userId, password);
}
