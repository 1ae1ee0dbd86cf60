import 'server-only';
import type { Locale } from '@/i18n/routing';
import { DomainError } from '@/lib/domain-error';
import {
  rememberLocale,
  deliverCode,
  throttleCodeRequest,
  invalidCode,
  writeWithCode,
} from '@/lib/identity';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { attachGuestOrders } from '@/lib/ordering';
import { userNotFound } from './errors';
import { findUserRow, getUser } from './read';
import { codeSentMessage } from './sign-in';
import type { Identifier, User } from './types';

type UserRow = typeof users.$inferSelect;

/**
 * An account's e-mail and phone count only once a code sent to them was used
 * (docs/decisions.md 11). The code is bound to the account and the value, so it proves
 * nothing about any other account or a later value.
 */
const proof = {
  email: { purpose: 'verify_email', channel: 'email', column: 'emailVerifiedAt' },
  phone: { purpose: 'verify_phone', channel: 'sms', column: 'phoneVerifiedAt' },
} as const;

export const codeSentMessages: Record<Identifier, string> = {
  phone: codeSentMessage,
  email: 'We have sent a 6-digit code by e-mail. It expires in 5 minutes.',
};

export const provenMessages: Record<Identifier, string> = {
  phone: 'Your phone number is confirmed.',
  email: 'Your e-mail address is confirmed.',
};

/** The identifiers the account holds but nobody has proven yet. */
export const unproven = (row: UserRow): Identifier[] =>
  (['phone', 'email'] as const).filter((key) => row[key] !== null && !row[proof[key].column]);

/**
 * The code request for one identifier. Limits count per recipient (`to`), not per account,
 * so that new accounts cannot flood one number; the code itself is bound to the account.
 */
const codeRequest = (
  identifier: Identifier,
  to: string,
  ip: string,
  userId?: number,
  locale: Locale = 'en',
) => ({
  purpose: proof[identifier].purpose,
  channel: proof[identifier].channel,
  to,
  target: userId === undefined ? to : `${userId}:${to}`,
  ip,
  locale,
});

/** Counts a new account's code requests against the limits, before the account is made. */
export async function throttleProofCodes(to: Record<Identifier, string>, ip: string) {
  for (const identifier of ['phone', 'email'] as const) {
    await throttleCodeRequest(codeRequest(identifier, to[identifier], ip));
  }
}

/** Issues and sends a code for each of a new account's identifiers (throttled before). */
export async function deliverProofCodes(row: UserRow, ip: string): Promise<void> {
  for (const identifier of unproven(row)) {
    await deliverCode(codeRequest(identifier, row[identifier]!, ip, row.id, row.locale));
  }
}

const nothingToProve = (identifier: Identifier) =>
  new DomainError({
    kind: 'invalid',
    code: 'invalid_input',
    message: `This account has no ${identifier === 'phone' ? 'phone number' : 'e-mail address'}.`,
    fields: { identifier: 'This account has none' },
  });

async function ownRow(userId: number, identifier: Identifier): Promise<UserRow> {
  const row = await findUserRow(userId);
  if (!row) throw userNotFound();
  if (row[identifier] === null) throw nothingToProve(identifier);
  return row;
}

/** A new code to the account's own e-mail or phone; false when it is proven already. */
export async function requestProofCode(
  userId: number,
  identifier: Identifier,
  ip: string,
  locale: Locale = 'en',
): Promise<boolean> {
  const row = await ownRow(userId, identifier);
  if (row[proof[identifier].column]) return false;
  const value = row[identifier]!;
  await throttleCodeRequest(codeRequest(identifier, value, ip));
  await deliverCode(codeRequest(identifier, value, ip, userId, locale));
  await rememberLocale(userId, locale);
  return true;
}

/**
 * The code proves the identifier: used up and recorded in one transaction, with a proven
 * phone's guest orders joining the account. A value changed since the code was sent is not
 * proven by it.
 */
export async function proveIdentifier(
  userId: number,
  identifier: Identifier,
  otp: string,
): Promise<User> {
  const row = await ownRow(userId, identifier);
  if (row[proof[identifier].column]) return getUser(userId);
  const value = row[identifier]!;
  await writeWithCode(proof[identifier].purpose, `${userId}:${value}`, otp, async (tx) => {
    const proven = await tx
      .update(users)
      .set({ [proof[identifier].column]: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users[identifier], value)))
      .returning({ id: users.id });
    if (proven.length === 0) throw invalidCode();
    if (identifier === 'phone') await attachGuestOrders(tx, userId, value);
  });
  return getUser(userId);
}
