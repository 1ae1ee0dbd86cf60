import 'server-only';
import type { Locale } from '@/i18n/routing';
import { eq, sql } from 'drizzle-orm';
import {
  hashPassword,
  verifyPassword,
  deliverCode,
  throttleCodeRequest,
  limits,
  consume,
  forget,
  invalidCode,
  writeWithCode,
  rememberLocale,
} from '@/lib/identity';
import { type Database } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { users } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { attachGuestOrders } from '@/lib/ordering';
import { accountChanged } from './change-notice';
import { userNotFound } from './errors';
import { findUserByEmail, findUserByPhone, findUserRow, toAccount } from './read';
import type { Account } from './types';

export type AccountKey =
  { email: string; phone?: undefined } | { phone: string; email?: undefined };

export const forgotMessage =
  'If an account uses this address, a code to reset the password is on its way.';
export const resetMessage = 'Your password has been changed. You can sign in with it now.';
export const changedMessage = 'Your password has been changed.';

const findByKey = (key: AccountKey, db?: Database) =>
  key.email !== undefined ? findUserByEmail(key.email, db) : findUserByPhone(key.phone, db);

const recipient = (key: AccountKey) => key.email ?? key.phone!;

/**
 * A new hash and a new session version in one statement: every token and session made
 * with the old password stops working.
 */
async function storePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<Account | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row && toAccount(row);
}

/** Sends a reset code where an account exists; the answer is the same either way. */
export async function requestPasswordReset(
  key: AccountKey,
  ip: string,
  locale: Locale = 'en',
): Promise<void> {
  const request = {
    purpose: 'password_reset' as const,
    to: recipient(key),
    channel: key.email !== undefined ? ('email' as const) : ('sms' as const),
    ip,
    locale,
  };
  // Limits count whether or not the account exists, so they tell nothing either.
  await throttleCodeRequest(request);
  if (await findByKey(key)) await deliverCode(request);
}

/**
 * The code is used up and the password changed in one transaction: a failure in between
 * neither burns the code nor leaves the old password with the code spent. The hash is made
 * only once the code is right (it is slow on purpose, and wrong codes must stay cheap).
 * The code reached the e-mail or phone, so that identifier counts as proven from now on
 * (docs/decisions.md 11), as migration 0009 counted earlier resets; a proven phone's guest
 * orders join the account. Its messages are written from now on in the language of the
 * reset (docs/decisions.md 25), starting with the notice to the old phone and e-mail.
 */
export async function resetPassword(
  key: AccountKey,
  otp: string,
  password: string,
  locale: Locale = 'en',
) {
  await writeWithCode('password_reset', recipient(key), otp, async (tx) => {
    const row = await findByKey(key, tx);
    if (!row) throw invalidCode();
    await storePasswordHash(tx, row.id, await hashPassword(password));
    await accountChanged(tx, row, 'password', locale);
    await tx
      .update(users)
      .set(
        key.email !== undefined ? { emailVerifiedAt: sql`now()` } : { phoneVerifiedAt: sql`now()` },
      )
      .where(eq(users.id, row.id));
    if (key.phone !== undefined) await attachGuestOrders(tx, row.id, key.phone);
    await rememberLocale(row.id, locale, tx);
  });
  return { message: resetMessage };
}

// Asked for, not guessed wrong: the same refusal, in words that say what to do.
const missingCurrentPassword = () =>
  new DomainError({
    kind: 'unauthenticated',
    code: 'invalid_credentials',
    message: 'Enter your current password.',
    fields: { currentPassword: 'Enter your current password' },
  });

const wrongCurrentPassword = () =>
  new DomainError({
    kind: 'unauthenticated',
    code: 'invalid_credentials',
    message: 'The current password is not correct.',
    fields: { currentPassword: 'The current password is not correct' },
  });

/**
 * The current password is asked for whenever the account has one. Checking it is guessing it,
 * so it is limited like sign-in: counted per account and per address before the check, each
 * in one statement (guesses sent all at once cannot slip past), and a success clears the
 * account's count. The old phone and e-mail are told, and a staff member proves the second
 * step again.
 */
export async function changePassword(
  userId: number,
  { currentPassword, password }: { currentPassword?: string; password: string },
  ip: string,
): Promise<Account> {
  const accountKey = `password-check:${userId}`;
  const [row] = await Promise.all([
    findUserRow(userId),
    consume(`password-check-ip:${ip}`, limits.passwordChecksPerIp),
    consume(accountKey, limits.passwordChecksPerAccount),
  ]);
  if (!row) throw userNotFound();
  if (row.passwordHash && !currentPassword) throw missingCurrentPassword();
  if (row.passwordHash && !(await verifyPassword(row.passwordHash, currentPassword ?? ''))) {
    throw wrongCurrentPassword();
  }
  const passwordHash = await hashPassword(password);
  const account = await writeTransaction(async (tx) => {
    const changed = await storePasswordHash(tx, userId, passwordHash);
    if (changed) await accountChanged(tx, row, 'password');
    return changed;
  });
  if (!account) throw userNotFound();
  await forget(accountKey);
  return account;
}
