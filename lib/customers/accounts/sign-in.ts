import 'server-only';
import type { Locale } from '@/i18n/routing';
import { eq, sql } from 'drizzle-orm';
import {
  limits,
  verifyPassword,
  sendCode,
  consume,
  forget,
  writeWithCode,
  rememberLocale,
} from '@/lib/identity';
import { getDb, type Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { attachGuestOrders } from '@/lib/ordering';
import { emailTaken, emailUnproven, invalidCredentials } from './errors';
import { findUserByEmail, findUserByPhone, toAccount } from './read';
import { releaseUnprovenPhone } from './release-phone';
import type { Account } from './types';

/**
 * E-mail and password. An unknown e-mail and a wrong password get the same answer in the
 * same time; the 6th failure for one account within a minute is refused with 429. The
 * account's messages are written from now on in the language it signed in with
 * (docs/decisions.md 25).
 */
export async function signInWithPassword(
  { email, password, locale = 'en' }: { email: string; password: string; locale?: Locale },
  ip: string,
): Promise<Account> {
  const accountKey = `sign-in:${email.toLowerCase()}`;
  // Counted before the check, each in one statement, so guesses sent all at once cannot slip
  // past the limit while the first ones are still being checked; a success clears the count.
  // The account is looked up meanwhile: one round trip, not three, before the hash.
  const [row] = await Promise.all([
    findUserByEmail(email),
    consume(`sign-in-ip:${ip}`, limits.signInPerIp),
    consume(accountKey, limits.signInFailuresPerAccount),
  ]);
  if (!(await verifyPassword(row?.passwordHash ?? null, password)) || !row) {
    throw invalidCredentials();
  }
  await Promise.all([forget(accountKey), rememberLocale(row.id, locale)]);
  return toAccount(row);
}

export const codeSentMessage = 'We have sent a 6-digit code by SMS. It expires in 5 minutes.';

/**
 * Sends a sign-in code to any valid number: a number without an account gets one at its
 * first sign-in, so the answer never tells whether an account exists.
 */
export function requestPhoneCode(phone: string, ip: string, locale: Locale = 'en'): Promise<void> {
  return sendCode({ purpose: 'phone_login', to: phone, channel: 'sms', ip, locale });
}

/**
 * Signs in the owner of the number with the code sent to it (creating the account if new).
 * Only an account that proved the number is entered; one that merely claimed it (a sign-up
 * never confirmed) loses the claim to the proven owner, who gets an account of their own
 * (docs/decisions.md 11). The code is used up only together with that write, and the
 * guest orders placed with the number join the account in it, as does the language she
 * signed in with (docs/decisions.md 25).
 */
export async function signInWithPhoneCode(
  { phone, otp, locale = 'en' }: { phone: string; otp: string; locale?: Locale },
  ip: string,
): Promise<Account> {
  await consume(`sign-in-ip:${ip}`, limits.signInPerIp);
  return writeWithCode('phone_login', phone, otp, async (tx) => {
    const row = await provenOwner(tx, phone);
    await attachGuestOrders(tx, row.id, phone);
    await rememberLocale(row.id, locale, tx);
    return toAccount(row);
  });
}

/** The account that proved the number, made now if there is none. */
async function provenOwner(tx: Transaction, phone: string) {
  const existing = await findUserByPhone(phone, tx);
  if (existing?.phoneVerifiedAt) return existing;
  if (existing) await releaseUnprovenPhone(tx, existing.id);
  const [created] = await tx
    .insert(users)
    .values({ phone, phoneVerifiedAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  // A concurrent sign-in may have created it first.
  return created ?? (await findUserByPhone(phone, tx))!;
}

export type GoogleIdentity = { subject: string; email: string; name: string };

/**
 * A verified Google identity: the account linked to it, else the account that proved the
 * same e-mail, which gets linked, else a new account without a password. An account whose
 * e-mail was never proven is not entered: its owner signs in with the password and confirms
 * the e-mail first (docs/decisions.md 11).
 */
export async function signInWithGoogle({ subject, email, name }: GoogleIdentity): Promise<Account> {
  const db = getDb();
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, subject));
  if (linked) return toAccount(linked);
  const [claimed] = await db
    .update(users)
    .set({ googleSubject: subject, updatedAt: sql`now()` })
    .where(
      sql`lower(${users.email}) = ${email.toLowerCase()} AND ${users.googleSubject} IS NULL
        AND ${users.emailVerifiedAt} IS NOT NULL`,
    )
    .returning();
  if (claimed) return toAccount(claimed);
  const [created] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      name,
      googleSubject: subject,
      emailVerifiedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return toAccount(created);
  // A concurrent first sign-in made it; otherwise the e-mail's account is linked to another
  // Google account, which this one must not take over, or has not proven the e-mail.
  const [raced] = await db.select().from(users).where(eq(users.googleSubject, subject));
  if (raced) return toAccount(raced);
  throw (await findUserByEmail(email))?.emailVerifiedAt ? emailTaken() : emailUnproven();
}
